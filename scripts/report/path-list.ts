// A run's paths for QA: each a collapsed entry with numbered steps in words, a picture of the
// screen beside each step where there is one, and for a failed path where and how it failed.
import type { MachineRecord, PathRecord } from '../../tests/helpers/model/recorder.ts';
import { anchor, escapeHtml, shorten } from './html.ts';
import { sectionTitle } from './spec-sections.ts';
import { uniqueTitles } from './titles.ts';
import { checkText } from './words.ts';

/** A thumbnail that opens the full picture (in the page's viewer, or as a plain link without script). */
function thumbnail(src: string, caption: string, large = false): string {
  // Large enough to read a button's label without opening the picture.
  const size = large ? 'width="320" height="400"' : 'width="200" height="250"';
  return `<a class="shot${large ? ' large' : ''}" href="${escapeHtml(src)}" data-caption="${escapeHtml(caption)}"><img src="${escapeHtml(src)}" ${size} loading="lazy" alt="Layar: ${escapeHtml(caption)}"></a>`;
}

function failureBox(path: PathRecord, stepNumber: number): string {
  const shot = path.screenshots?.[path.failedStep ?? -1];
  const sides =
    path.expected !== null || path.seen !== null
      ? `<dl><dt>Yang diharapkan</dt><dd><code>${escapeHtml(path.expected ?? '')}</code></dd>
<dt>Yang terlihat</dt><dd><code>${escapeHtml(path.seen ?? '')}</code></dd></dl>`
      : '<p>Rinciannya ada di pesan teknis di bawah.</p>';
  // The message's first line names what was checked (the spec expectation, or the state after the event).
  const checked = (path.error ?? '').split('\n')[0];
  return `<div class="failure">
  ${shot ? thumbnail(shot, `Langkah ${stepNumber} saat gagal`, true) : ''}
  <p><b>Gagal di langkah ${stepNumber}.</b> ${shot ? 'Gambar: layar saat gagal.' : ''}</p>
  <p>Yang diperiksa: ${escapeHtml(shorten(checked, 300))}</p>
  ${sides}
  <details><summary>Pesan teknis</summary><pre>${escapeHtml(path.error ?? '')}</pre></details>
</div>`;
}

function stepItem(path: PathRecord, step: string, index: number): string {
  const failed = path.failedStep === index;
  const shot = path.screenshots?.[index];
  const checked = path.expectations.filter((expectation) => expectation.step === index);
  const checks = checked.length
    ? `<ul class="checks">${checked
        .map((expectation) => `<li>Diperiksa (${escapeHtml(sectionTitle(expectation.spec))}): ${escapeHtml(expectation.name)} — ${expectation.checks.map(checkText).map(escapeHtml).join('; ')}</li>`)
        .join('')}</ul>`
    : '';
  const picture = shot && !failed ? thumbnail(shot, `Langkah ${index + 1}: ${step}`) : '';
  return `<li class="${failed ? 'failed-step' : ''}"><div class="step"><span class="num">${index + 1}.</span>${picture}<div>${escapeHtml(step)}${checks}</div></div>
  ${failed ? failureBox(path, index + 1) : ''}</li>`;
}

/** Steps after the failing one never ran: listed apart, collapsed, so the failure stays in view. */
function notRun(path: PathRecord, from: number): string {
  const steps = path.steps.slice(from);
  if (steps.length === 0) return '';
  return `<details class="not-run"><summary>Langkah ${from + 1}–${path.steps.length} tidak dijalankan</summary>
  <ol class="steps">${steps.map((step, index) => `<li><div class="step"><span class="num">${from + index + 1}.</span><div>${escapeHtml(step)}</div></div></li>`).join('')}</ol></details>`;
}

function pathItem(record: MachineRecord, path: PathRecord, index: number, title: string): string {
  const id = pathAnchor(record, index);
  const ran = path.passed || path.failedStep === null ? path.steps.length : path.failedStep + 1;
  return `<li class="${path.passed ? 'path-ok' : 'path-failed'}" id="${id}">
  <details${path.passed ? '' : ' open'}><summary><span class="mark">${path.passed ? '✔' : '✘'}</span> #${index + 1} ${escapeHtml(title)} <span class="count">(${path.steps.length} langkah${path.passed ? '' : ', GAGAL'})</span></summary>
  <ol class="steps">${path.steps.slice(0, ran).map((step, stepIndex) => stepItem(path, step, stepIndex)).join('\n')}</ol>
  ${notRun(path, ran)}
  <details class="raw"><summary>Data teknis (state dan event mentah)</summary>
  <ol>${path.rawSteps.map((step) => `<li><code>${escapeHtml(step)}</code></li>`).join('')}</ol></details>
  </details></li>`;
}

export function pathList(record: MachineRecord): string {
  const titles = uniqueTitles(record.paths);
  return `<ul class="paths">${record.paths.map((path, index) => pathItem(record, path, index, titles[index])).join('\n')}</ul>`;
}

/** The link to a path's entry, for the summary's list of failures. */
export function pathAnchor(record: MachineRecord, index: number): string {
  return anchor(record.machine, record.kind, String(index + 1));
}
