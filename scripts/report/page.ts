// The whole report page: the summary first, then the per-section table, then every machine.
import { escapeHtml } from './html.ts';
import { machineSection } from './machine-section.ts';
import { PAGE_STYLE } from './page-style.ts';
import type { MachineRuns } from './records.ts';
import { specSectionTable } from './spec-sections.ts';
import { summary } from './summary.ts';

/** Arrowheads shared by every drawing (an id may appear only once in a page). */
const ARROWHEADS = `<svg width="0" height="0" style="position:absolute" aria-hidden="true"><defs>
${[['head-cov', '#15803d'], ['head-gap', '#dc2626'], ['head-init', '#0f172a']]
  .map(([id, colour]) => `<marker id="${id}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${colour}"/></marker>`)
  .join('\n')}
</defs></svg>`;

/** One picture viewer for all thumbnails; without script a thumbnail still opens its picture. */
const VIEWER = `<dialog class="viewer" id="viewer"><button type="button" aria-label="Tutup">×</button><img alt=""><p></p></dialog>
<script>
const viewer = document.getElementById('viewer');
document.addEventListener('click', (event) => {
  const link = event.target.closest('a.shot');
  if (link) {
    event.preventDefault();
    viewer.querySelector('img').src = link.getAttribute('href');
    viewer.querySelector('p').textContent = link.dataset.caption;
    viewer.showModal();
  } else if (event.target === viewer || event.target.closest('dialog.viewer button')) {
    viewer.close();
  }
});
</script>`;

const HOW_TO_READ = `<details class="howto"><summary><b>Cara membaca laporan ini</b></summary>
<p>Setiap alur aplikasi (login, unggah album, dan lain-lain) digambarkan sebagai <b>mesin</b>: kotak-kotaknya adalah <b>state</b> (apa yang sedang ditampilkan atau dikerjakan), panah-panahnya adalah <b>transisi</b> (apa yang terjadi: tombol ditekan, server menjawab, waktu berlalu) dengan <b>syaratnya</b> bila ada.</p>
<p>Dari gambar itu dibuat <b>jalur</b>: urutan langkah yang bersama-sama melewati setiap transisi sekurang-kurangnya sekali. Setiap jalur dijalankan dua kali: pada <b>mesin saja</b> (logika) dan pada <b>tampilan</b> sungguhan di browser, dengan gambar layar di setiap langkah.</p>
<p><b>Hijau</b> berarti tercakup oleh jalur yang lulus di kedua pengujian; <b>merah</b> berarti belum. <b>Harapan spesifikasi</b> adalah hal yang ditulis dari spesifikasi (permintaan ke server, teks di layar, aksi) dan diperiksa pada setiap langkah yang mencapainya.</p>
</details>`;

export async function page(machines: MachineRuns[], generatedAt: string): Promise<string> {
  const sections: string[] = [];
  // One drawing at a time: ELK lays out synchronously in this process anyway.
  for (const machine of machines) sections.push(await machineSection(machine));
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Laporan cakupan jalur — ${escapeHtml(generatedAt)}</title>
<style>${PAGE_STYLE}</style></head><body>
${ARROWHEADS}
<h1>Laporan cakupan jalur</h1>
${HOW_TO_READ}
${summary(machines, generatedAt)}
${specSectionTable(machines)}
<h2>Mesin</h2>
${sections.join('\n')}
${VIEWER}
</body></html>`;
}
