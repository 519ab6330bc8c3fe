// Turns the path records written by the model-based tests (reports/paths/raw/*.json) into one
// HTML report QA can read: per machine, its states and transitions, each path as readable
// steps, pass/fail for the machine run and the view run, and coverage.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MachineRecord, PathRecord } from '../tests/helpers/model/recorder.ts';
import { RAW_DIR } from '../tests/helpers/model/recorder.ts';

const OUTPUT = join(process.cwd(), 'reports', 'paths', 'index.html');

interface Coverage {
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function coverage(record: MachineRecord): Coverage {
  const passing = record.paths.filter((path) => path.passed);
  const states = new Set(passing.flatMap((path) => path.states));
  const transitions = new Set(passing.flatMap((path) => path.transitions));
  const missingStates = record.states.filter((state) => !states.has(state));
  const missingTransitions = record.transitions.filter((t) => !transitions.has(t.key)).map((t) => t.label);
  return {
    states: { covered: record.states.length - missingStates.length, total: record.states.length, missing: missingStates },
    transitions: {
      covered: record.transitions.length - missingTransitions.length,
      total: record.transitions.length,
      missing: missingTransitions,
    },
  };
}

const percent = (covered: number, total: number) => (total === 0 ? 100 : Math.floor((covered / total) * 100));

function readRecords(): MachineRecord[] {
  if (!existsSync(RAW_DIR)) return [];
  return readdirSync(RAW_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(RAW_DIR, file), 'utf8')) as MachineRecord);
}

/**
 * Path titles that read the same get the last event's data, then the state they came from, then
 * a number, so QA can tell every path apart by its title.
 */
function uniqueTitles(paths: PathRecord[]): string[] {
  const details: Array<(path: PathRecord) => string> = [
    (path) => shorten(path.rawSteps[path.rawSteps.length - 1].split(' → ')[0]),
    (path) => `dari: ${path.steps.length > 1 ? stepState(path.steps[path.steps.length - 2]) : 'awal'}`,
  ];
  let titles = paths.map((path) => path.name);
  for (const detail of details) {
    const counts = countOf(titles);
    titles = titles.map((title, index) => (counts.get(title)! > 1 ? `${title} — ${detail(paths[index])}` : title));
  }
  const counts = countOf(titles);
  const seen = new Map<string, number>();
  return titles.map((title) => {
    if (counts.get(title)! === 1) return title;
    seen.set(title, (seen.get(title) ?? 0) + 1);
    return `${title} (varian ${seen.get(title)})`;
  });
}

function countOf(titles: string[]): Map<string, number> {
  return titles.reduce((map, title) => map.set(title, (map.get(title) ?? 0) + 1), new Map<string, number>());
}

const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** The state part of a step in words ("what happened → what is shown"). */
function stepState(step: string): string {
  return step.split(' → ').slice(-1)[0];
}

function pathRows(paths: PathRecord[]): string {
  const titles = uniqueTitles(paths);
  return paths
    .map(
      (path, index) => `<li class="${path.passed ? 'pass' : 'fail'}">
  <details><summary><b>${path.passed ? '✔' : '✘'}</b> #${index + 1} ${escapeHtml(titles[index])}</summary>
  <ol class="steps">${path.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>
  <details class="raw"><summary>Data teknis (state dan event mentah)</summary>
  <ol>${path.rawSteps.map((step) => `<li><code>${escapeHtml(step)}</code></li>`).join('')}</ol></details>
  ${path.error ? `<pre>${escapeHtml(path.error)}</pre>` : ''}
  </details></li>`,
    )
    .join('\n');
}

function runSection(record: MachineRecord): string {
  const cov = coverage(record);
  const passed = record.paths.filter((path) => path.passed).length;
  const title = record.kind === 'machine' ? 'Mesin saja' : 'Tampilan (view)';
  return `<section>
  <h3>${title}: ${passed}/${record.paths.length} jalur lulus</h3>
  <p>State: ${cov.states.covered}/${cov.states.total} (${percent(cov.states.covered, cov.states.total)}%) ·
     Transisi: ${cov.transitions.covered}/${cov.transitions.total} (${percent(cov.transitions.covered, cov.transitions.total)}%)</p>
  ${
    cov.states.missing.length + cov.transitions.missing.length > 0
      ? `<p class="gap">Belum tercakup: ${[...cov.states.missing, ...cov.transitions.missing].map(escapeHtml).join('; ')}</p>`
      : ''
  }
  <ul class="paths">${pathRows(record.paths)}</ul>
</section>`;
}

function machineSection(id: string, records: MachineRecord[]): string {
  const definition = records[0];
  const transitionsRan = new Set(records.flatMap((r) => r.paths.filter((p) => p.passed).flatMap((p) => p.transitions)));
  return `<article id="${escapeHtml(id)}">
  <h2>${escapeHtml(id)}</h2>
  ${definition.stateDescriptions['(root)'] ? `<p>${escapeHtml(definition.stateDescriptions['(root)'])}</p>` : ''}
  <table><thead><tr><th>State</th><th>Keterangan</th></tr></thead><tbody>
  ${definition.states
    .map((state) => `<tr><td><code>${escapeHtml(state)}</code></td><td>${escapeHtml(definition.stateDescriptions[state] ?? '')}</td></tr>`)
    .join('\n')}
  </tbody></table>
  <table><thead><tr><th>Transisi</th><th>Keterangan</th><th>Tercakup</th></tr></thead><tbody>
  ${definition.transitions
    .map(
      (t) =>
        `<tr><td>${escapeHtml(t.label)}</td><td>${escapeHtml(t.description ?? '')}</td><td>${transitionsRan.has(t.key) ? '✔' : '✘'}</td></tr>`,
    )
    .join('\n')}
  </tbody></table>
  ${records.map(runSection).join('\n')}
</article>`;
}

function summaryRow(id: string, records: MachineRecord[]): string {
  const cells = (['machine', 'view'] as const).map((kind) => {
    const record = records.find((r) => r.kind === kind);
    if (!record) return '<td class="fail">tidak dijalankan</td><td></td>';
    const cov = coverage(record);
    const passed = record.paths.filter((p) => p.passed).length;
    const complete = passed === record.paths.length && cov.states.missing.length + cov.transitions.missing.length === 0;
    return `<td class="${complete ? 'pass' : 'fail'}">${passed}/${record.paths.length}</td>
      <td class="${complete ? 'pass' : 'fail'}">${percent(cov.states.covered, cov.states.total)}% / ${percent(cov.transitions.covered, cov.transitions.total)}%</td>`;
  });
  return `<tr><td><a href="#${escapeHtml(id)}">${escapeHtml(id)}</a></td>${cells.join('')}</tr>`;
}

function render(records: MachineRecord[]): string {
  const byMachine = new Map<string, MachineRecord[]>();
  for (const record of records) byMachine.set(record.machine, [...(byMachine.get(record.machine) ?? []), record]);
  const ids = [...byMachine.keys()].sort();
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>Laporan cakupan jalur</title>
<style>
body{font-family:system-ui,sans-serif;max-width:70rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #cbd5e1;padding:.25rem .5rem;text-align:left}
.pass{color:#166534}.fail{color:#b91c1c}.gap{color:#b91c1c;font-weight:600}
ul.paths{list-style:none;padding-left:0}ol.steps li{margin:.15rem 0}details.raw{margin:.25rem 0 .5rem 1rem;color:#475569}pre{white-space:pre-wrap;background:#fef2f2;padding:.5rem}
article{border-top:2px solid #e2e8f0;margin-top:2rem}
</style></head><body>
<h1>Laporan cakupan jalur (model-based tests)</h1>
<p>Dibuat ${new Date().toISOString()}. Setiap jalur dihasilkan dari graf mesin (@xstate/graph) dan dijalankan pada mesin saja dan pada tampilan nyata.</p>
<table><thead><tr><th>Mesin</th><th>Jalur mesin lulus</th><th>Cakupan mesin (state/transisi)</th><th>Jalur view lulus</th><th>Cakupan view (state/transisi)</th></tr></thead>
<tbody>${ids.map((id) => summaryRow(id, byMachine.get(id)!)).join('\n')}</tbody></table>
${ids.map((id) => machineSection(id, byMachine.get(id)!)).join('\n')}
</body></html>`;
}

// Fresh records: remove the last run's, run the model-based suites, then render even on failure.
rmSync(RAW_DIR, { recursive: true, force: true });
const tests = spawnSync('npx', ['vitest', 'run', '--project', 'machines', '--project', 'views'], { stdio: 'inherit' });

const records = readRecords();
writeFileSync(OUTPUT, render(records));
const incomplete = records.filter((record) => {
  const cov = coverage(record);
  return record.paths.some((p) => !p.passed) || cov.states.missing.length + cov.transitions.missing.length > 0;
});
console.log(`Path report: ${OUTPUT} (${records.length} runs of ${new Set(records.map((r) => r.machine)).size} machines)`);
for (const record of incomplete) console.log(`  incomplete: ${record.machine} (${record.kind})`);
process.exitCode = tests.status !== 0 || incomplete.length > 0 || records.length === 0 ? 1 : 0;
