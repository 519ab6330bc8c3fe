// The recorded code names in words: transitions, their guards, and the checks of expectations.
import type { TransitionInfo } from '../../tests/helpers/model/graph.ts';
import { GUARD_WORDS } from './guard-words.ts';

/** What makes the transition happen: its description, else its event in short words. */
export function transitionText(transition: TransitionInfo): string {
  return transition.description ?? transition.event;
}

/** The guard in words ("jika semua kolom wajib terisi dan …"), or null for an unguarded transition. */
export function guardText(transition: TransitionInfo): string | null {
  if (!transition.guard) return null;
  const words = transition.guard
    .replace(/[A-Za-z_][\w.]*/g, (name) => (Object.hasOwn(GUARD_WORDS, name) ? GUARD_WORDS[name] : name))
    .replace(/\s*&&\s*/g, ' dan ')
    .replace(/\s*\|\|\s*/g, ' atau ')
    .replace(/!\(/g, 'bukan (');
  return `jika ${words}`;
}

/** The state a transition leads to, or that it stays where it is. */
export function targetText(transition: TransitionInfo): string {
  return transition.targets.length === 0 ? '(tetap)' : transition.targets.join(', ');
}

/** One check an expectation makes, in words ("action signIn" → "aksi signIn dijalankan"). */
export function checkText(check: string): string {
  const [kind, ...rest] = check.split(' ');
  const subject = rest.join(' ');
  if (kind === 'action') return `aksi ${subject} dijalankan`;
  if (kind === 'request') return `permintaan ${subject} dikirim`;
  if (kind === 'no') return `permintaan ${subject.replace(/^request /, '')} tidak dikirim`;
  if (kind === 'text') return `teks ${subject} tampil`;
  if (kind === 'call') return `${subject} dikirim`;
  return check;
}
