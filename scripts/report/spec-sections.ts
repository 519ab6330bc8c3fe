// Per section of the spec: which machines and expectations check it, and on how many passing paths.
import { SPEC_SECTIONS, type SpecSection } from '../../tests/helpers/model/expectation-types.ts';
import type { RunKind } from '../../tests/helpers/model/recorder.ts';
import { RUN_NAMES } from './coverage.ts';
import { anchor, escapeHtml } from './html.ts';
import { machineName, type MachineRuns } from './records.ts';
import { checkText } from './words.ts';

interface ExpectationRow {
  machine: MachineRuns;
  spec: SpecSection;
  name: string;
  checks: string[];
  /** Passing paths that checked it, per run that lists it. */
  passingPaths: Partial<Record<RunKind, number>>;
}

function expectationRows(machines: MachineRuns[]): ExpectationRow[] {
  const rows = new Map<string, ExpectationRow>();
  for (const machine of machines) {
    for (const run of machine.runs) {
      const passing = run.paths.filter((path) => path.passed);
      for (const expectation of run.expectations) {
        const key = `${machine.id}\n${expectation.name}`;
        const row = rows.get(key) ?? { machine, spec: expectation.spec, name: expectation.name, checks: [], passingPaths: {} };
        row.checks = [...new Set([...row.checks, ...expectation.checks])];
        row.passingPaths[run.kind] = passing.filter((path) => path.expectations.some((checked) => checked.name === expectation.name)).length;
        rows.set(key, row);
      }
    }
  }
  return [...rows.values()];
}

function pathCounts(row: ExpectationRow): string {
  return (Object.entries(row.passingPaths) as Array<[RunKind, number]>)
    .map(([kind, count]) => `<span class="${count > 0 ? 'pass' : 'fail'}">${RUN_NAMES[kind]}: ${count}</span>`)
    .join('<br>');
}

/**
 * The spec's sections as QA reads them: the expectations name them by the spec's own (English)
 * headings; a section named in Indonesian already reads as it is.
 */
const SECTION_TITLES: Partial<Record<SpecSection, string>> = {
  '§1 What the product does': '§1 Apa yang dilakukan produk',
  '§2 Screens and routes': '§2 Layar dan rute',
  '§3 Entities and their fields': '§3 Entitas dan kolomnya',
  '§4 States and transitions': '§4 State dan transisi',
  '§5 Validation rules': '§5 Aturan validasi',
  '§6 Roles and permissions': '§6 Peran dan izin',
  '§7 Calls': '§7 Panggilan ke server',
  '§8 Error catalogue': '§8 Katalog pesan galat',
  '§9 Business constants and limits': '§9 Konstanta dan batas',
};

export function sectionTitle(section: SpecSection): string {
  return SECTION_TITLES[section] ?? section;
}

/** Sections no expectation checks on a passing path: the sign-off names them. */
export function sectionsUnchecked(machines: MachineRuns[]): SpecSection[] {
  const checked = new Set(
    machines.flatMap((machine) =>
      machine.runs.flatMap((run) => run.paths.filter((path) => path.passed).flatMap((path) => path.expectations.map((expectation) => expectation.spec))),
    ),
  );
  return SPEC_SECTIONS.filter((section) => !checked.has(section));
}

function sectionRows(section: SpecSection, rows: ExpectationRow[]): string {
  const heading = `<th scope="rowgroup" rowspan="${Math.max(rows.length, 1)}">${escapeHtml(sectionTitle(section))}</th>`;
  if (rows.length === 0) return `<tr>${heading}<td colspan="4" class="none">Belum ada harapan yang diperiksa untuk bagian ini.</td></tr>`;
  return rows
    .map(
      (row, index) => `<tr>${index === 0 ? heading : ''}<td><a href="#${anchor(row.machine.id)}">${escapeHtml(machineName(row.machine))}</a></td>
<td>${escapeHtml(row.name)}</td><td>${row.checks.map(checkText).map(escapeHtml).join('<br>')}</td><td>${pathCounts(row)}</td></tr>`,
    )
    .join('\n');
}

export function specSectionTable(machines: MachineRuns[]): string {
  const rows = expectationRows(machines);
  return `<section id="per-bagian">
<h2>Per bagian spesifikasi</h2>
<p>Setiap harapan ditulis dari spesifikasi dan diperiksa pada setiap langkah jalur yang mencapainya. Kolom terakhir: berapa jalur yang lulus memeriksanya, pada pengujian mesin saja dan pada tampilan (0 berarti belum terbukti).</p>
<table class="sections"><thead><tr><th>Bagian spesifikasi</th><th>Mesin</th><th>Harapan</th><th>Yang diperiksa</th><th>Jalur lulus yang memeriksa</th></tr></thead>
<tbody>${SPEC_SECTIONS.map((section) => sectionRows(section, rows.filter((row) => row.spec === section))).join('\n')}</tbody></table>
</section>`;
}
