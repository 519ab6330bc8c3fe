// One machine's part of the report: its drawing, its states and transitions with their
// coverage, and the paths of each run.
import type { MachineRecord, RunKind } from '../../tests/helpers/model/recorder.ts';
import { gapsAcrossRuns, RUN_NAMES, runCoverage, type Gaps } from './coverage.ts';
import { anchor, escapeHtml } from './html.ts';
import { pathList } from './path-list.ts';
import { machineName, type MachineRuns } from './records.ts';
import { statechartSvg } from './statechart.ts';
import { guardText, targetText, transitionText } from './words.ts';

function coverageCell(missing: RunKind[] | undefined): string {
  return missing?.length
    ? `<td class="fail">✘ belum (${missing.map((kind) => RUN_NAMES[kind]).join(', ')})</td>`
    : '<td class="pass">✔ tercakup</td>';
}

function stateTable(machine: MachineRuns, gaps: Gaps): string {
  const { stateTree, stateDescriptions } = machine.definition;
  const rows = stateTree.map((state) => {
    const kind = [state.initial ? 'awal' : '', state.type === 'final' ? 'akhir' : '', state.type === 'parallel' ? 'paralel' : '']
      .filter(Boolean)
      .join(', ');
    return `<tr><td><code>${escapeHtml(state.id)}</code>${kind ? ` <small>(${kind})</small>` : ''}</td><td>${escapeHtml(stateDescriptions[state.id] ?? '')}</td>${coverageCell(gaps.states.get(state.id))}</tr>`;
  });
  return `<table class="states"><thead><tr><th>State</th><th>Keterangan (yang dilihat anggota)</th><th>Cakupan</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>`;
}

function transitionTable(machine: MachineRuns, gaps: Gaps): string {
  const rows = machine.definition.transitions.map(
    (transition) =>
      `<tr><td><code>${escapeHtml(transition.source)}</code></td><td>${escapeHtml(transitionText(transition))}</td><td>${escapeHtml(guardText(transition) ?? '—')}</td><td><code>${escapeHtml(targetText(transition))}</code></td>${coverageCell(gaps.transitions.get(transition.key))}</tr>`,
  );
  return `<table class="transitions"><thead><tr><th>Dari</th><th>Peristiwa</th><th>Syarat</th><th>Ke</th><th>Cakupan</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>`;
}

/** What the colours and marks of a drawing mean. */
const LEGEND = `<div class="legend"><span><i class="k-cov"></i>tercakup</span><span><i class="k-gap"></i>belum tercakup (garis putus-putus merah)</span>
<span>● state awal</span><span>kotak bergaris ganda: state akhir</span><span><i class="k-region"></i>bagian yang berjalan bersamaan</span><span>↻ peristiwa yang tidak memindahkan state</span></div>`;

async function drawing(machine: MachineRuns, gaps: Gaps): Promise<string> {
  try {
    return `<div class="chart-frame">${await statechartSvg(machine, gaps)}</div>${LEGEND}`;
  } catch (error) {
    return `<p class="fail">Diagram tidak dapat dibuat: ${escapeHtml(String(error))}</p>`;
  }
}

function runSection(record: MachineRecord): string {
  const coverage = runCoverage(record);
  return `<section class="run">
  <h3>Jalur — ${RUN_NAMES[record.kind]}: ${coverage.paths.passed}/${coverage.paths.total} lulus</h3>
  ${pathList(record)}
</section>`;
}

export async function machineSection(machine: MachineRuns): Promise<string> {
  const gaps = gapsAcrossRuns(machine.runs);
  return `<article id="${anchor(machine.id)}">
  <h2>${escapeHtml(machineName(machine))} <small><code>${escapeHtml(machine.id)}</code></small></h2>
  <h3>Diagram state</h3>
  ${await drawing(machine, gaps)}
  <details class="tables" open><summary>Tabel state dan transisi</summary>
  ${stateTable(machine, gaps)}
  ${transitionTable(machine, gaps)}
  </details>
  ${machine.runs.map(runSection).join('\n')}
  <p><a href="#ringkasan">↑ kembali ke ringkasan</a></p>
</article>`;
}
