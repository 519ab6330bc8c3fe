// The sign-off summary at the top: the overall verdict, per machine and run what passed and what
// is covered, the failed paths, and room for QA's signature.
import type { RunKind } from '../../tests/helpers/model/recorder.ts';
import { RUN_NAMES, runCoverage, type RunCoverage, type Tally } from './coverage.ts';
import { anchor, escapeHtml, percent } from './html.ts';
import { pathAnchor } from './path-list.ts';
import { machineName, type MachineRuns } from './records.ts';
import { sectionsUnchecked, sectionTitle } from './spec-sections.ts';

const RUN_KINDS: RunKind[] = ['machine', 'view'];

function tallyCell(tally: Tally): string {
  if (tally.total === 0) return '<td class="none">—</td>';
  const full = tally.covered === tally.total;
  return `<td class="${full ? 'pass' : 'fail'}">${tally.covered}/${tally.total}${full ? '' : ` (${percent(tally.covered, tally.total)}%)`}</td>`;
}

function runRow(machine: MachineRuns, kind: RunKind, first: boolean, rows: number): string {
  const name = first
    ? `<th scope="rowgroup" rowspan="${rows}"><a href="#${anchor(machine.id)}">${escapeHtml(machineName(machine))}</a></th>`
    : '';
  const record = machine.runs.find((run) => run.kind === kind);
  if (!record) return `<tr>${name}<td>${RUN_NAMES[kind]}</td><td colspan="5" class="fail">✘ tidak dijalankan</td></tr>`;
  const coverage = runCoverage(record);
  const paths: Tally = { covered: coverage.paths.passed, total: coverage.paths.total, missing: [] };
  return `<tr>${name}<td>${RUN_NAMES[kind]}</td>${tallyCell(paths)}${tallyCell(coverage.states)}${tallyCell(coverage.transitions)}${tallyCell(coverage.expectations)}
<td class="${coverage.complete ? 'pass' : 'fail'}">${coverage.complete ? '✔ lengkap' : '✘ belum lengkap'}</td></tr>`;
}

function failedPaths(machines: MachineRuns[]): string {
  const failed = machines.flatMap((machine) =>
    machine.runs.flatMap((run) =>
      run.paths
        .map((path, index) => ({ path, index }))
        .filter(({ path }) => !path.passed)
        .map(({ path, index }) => `<li><a href="#${pathAnchor(run, index)}">${escapeHtml(machineName(machine))} — ${RUN_NAMES[run.kind]} — jalur #${index + 1}</a>: ${escapeHtml(path.name)}${path.failedStep !== null ? ` (gagal di langkah ${path.failedStep + 1})` : ''}</li>`),
    ),
  );
  return failed.length ? `<h3>Jalur yang gagal</h3><ul class="failed">${failed.join('\n')}</ul>` : '';
}

function gapsList(machines: MachineRuns[], coverages: Map<string, RunCoverage[]>): string {
  const items = machines.flatMap((machine) =>
    (coverages.get(machine.id) ?? []).flatMap((coverage) => {
      const missing = [...coverage.states.missing.map((s) => `state ${s}`), ...coverage.transitions.missing.map((t) => `transisi ${t}`), ...coverage.expectations.missing.map((e) => `harapan "${e}"`)];
      return missing.length ? [`<li><a href="#${anchor(machine.id)}">${escapeHtml(machineName(machine))}</a> (${RUN_NAMES[coverage.kind]}): ${missing.map(escapeHtml).join('; ')}</li>`] : [];
    }),
  );
  return items.length ? `<h3>Belum tercakup</h3><ul class="failed">${items.join('\n')}</ul>` : '';
}

/** Whether every machine ran in both ways with every path passing and nothing left uncovered. */
export function allComplete(machines: MachineRuns[]): boolean {
  return machines.length > 0 && machines.every((machine) => RUN_KINDS.every((kind) => {
    const run = machine.runs.find((record) => record.kind === kind);
    return run !== undefined && runCoverage(run).complete;
  }));
}

/** Machines whose paths show no picture of a screen: QA cannot see what the member sees. */
function machinesWithoutScreens(machines: MachineRuns[]): MachineRuns[] {
  return machines.filter((machine) => !machine.runs.some((run) => run.paths.some((path) => path.screenshots?.some(Boolean))));
}

/** Machines not tried in one of the ways: their row says "tidak dijalankan". */
function machinesNotRun(machines: MachineRuns[], kind: RunKind): MachineRuns[] {
  return machines.filter((machine) => !machine.runs.some((run) => run.kind === kind));
}

/** What keeps the sign-off from being complete besides coverage, each in QA's words. */
export function missingForSignOff(machines: MachineRuns[]): string[] {
  const unseen = machinesWithoutScreens(machines);
  const unchecked = sectionsUnchecked(machines);
  const notRun = RUN_KINDS.flatMap((kind) => {
    const missing = machinesNotRun(machines, kind);
    return missing.length ? [`${missing.length} mesin tanpa pengujian ${RUN_NAMES[kind]}: ${missing.map(machineName).join(', ')}`] : [];
  });
  return [
    ...notRun,
    ...(unseen.length ? [`${unseen.length} mesin tanpa gambar layar: ${unseen.map(machineName).join(', ')}`] : []),
    ...(unchecked.length ? [`bagian spesifikasi tanpa harapan yang diperiksa: ${unchecked.map(sectionTitle).join(', ')}`] : []),
  ];
}

function verdict(machines: MachineRuns[], coverages: RunCoverage[]): string {
  const paths = coverages.reduce((sum, c) => ({ passed: sum.passed + c.paths.passed, total: sum.total + c.paths.total }), { passed: 0, total: 0 });
  const missing = missingForSignOff(machines);
  const ok = allComplete(machines) && missing.length === 0;
  const failedCount = paths.total - paths.passed;
  return `<div class="verdict ${ok ? 'pass' : 'fail'}">
<p class="big">${ok ? '✔ Lengkap' : '✘ Belum lengkap'}</p>
<p>${machines.length} mesin · ${paths.passed} dari ${paths.total} jalur lulus${failedCount ? ` · <b>${failedCount} jalur gagal</b>` : ''}${ok ? ' · semua state, transisi dan harapan spesifikasi tercakup pada pengujian mesin saja dan pada tampilan, setiap mesin dengan gambar layarnya, setiap bagian spesifikasi dengan harapannya' : ''}.</p>
${missing.length ? `<ul class="failed">${missing.map((line) => `<li>Belum: ${escapeHtml(line)}</li>`).join('\n')}</ul>` : ''}
</div>`;
}

export function summary(machines: MachineRuns[], generatedAt: string): string {
  const coverages = new Map(machines.map((machine) => [machine.id, machine.runs.map(runCoverage)]));
  return `<section id="ringkasan">
<h2>Ringkasan untuk persetujuan</h2>
<p class="meta">Dibuat ${escapeHtml(generatedAt)}.</p>
${verdict(machines, [...coverages.values()].flat())}
<table class="summary"><thead><tr><th>Mesin</th><th>Pengujian</th><th>Jalur lulus</th><th>State tercakup</th><th>Transisi tercakup</th><th>Harapan spesifikasi diperiksa</th><th>Hasil</th></tr></thead>
${machines.map((machine) => `<tbody>${RUN_KINDS.map((kind, index) => runRow(machine, kind, index === 0, RUN_KINDS.length)).join('\n')}</tbody>`).join('\n')}
</table>
<p class="meta">x/y: tercakup atau lulus dari jumlahnya. — : pengujian ini tidak memeriksa harapan spesifikasi untuk mesin itu.</p>
${failedPaths(machines)}
${gapsList(machines, coverages)}
<div class="signoff"><p><b>Persetujuan QA</b></p>
<p>Nama: <span class="line"></span> Tanggal: <span class="line"></span> Tanda tangan: <span class="line"></span></p></div>
</section>`;
}
