// The part of the screen a spec text must show in, so a text elsewhere (a toast left from an
// earlier step, the same words in another panel) does not stand in for it.
import { screen } from '@testing-library/react';
import type { ExpectedText, TextRegion } from './expectation-types.ts';

/** react-toastify's toast element; the library names no role for the toast as a whole. */
const TOAST = '.Toastify__toast';

/** Each expected text with its region; a plain string is a text of the page. */
export function scopedTexts(texts: ExpectedText | ExpectedText[] | undefined): Array<{ region: TextRegion; text: string }> {
  const list = texts === undefined ? [] : Array.isArray(texts) ? texts : [texts];
  return list.flatMap((item) => {
    if (typeof item === 'string') return [{ region: 'page' as const, text: item }];
    const says = Array.isArray(item.says) ? item.says : [item.says];
    return says.map((text) => ({ region: item.in, text }));
  });
}

/** The region in words, for the report and for failures. */
export function regionName(region: TextRegion): string {
  if (typeof region === 'string') return region;
  if ('dialog' in region) return region.dialog === true ? 'dialog' : `dialog "${region.dialog}"`;
  if ('list' in region) return region.list === true ? 'list' : `list "${region.list}"`;
  return `error of field "${region.fieldError}"`;
}

export function shownToasts(): Element[] {
  return [...document.querySelectorAll(TOAST)];
}

/**
 * The words of the toasts on screen, as text nodes: a toast that shows its message anew during a
 * step (asked for again while it was up) renders new ones, and so counts as come up in that step.
 */
export function toastWords(): Node[] {
  return shownToasts().flatMap(textNodesOf);
}

function textNodesOf(element: Element): Node[] {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const nodes: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
  return nodes;
}

/** Whitespace as a reader sees it (as jest-dom's toHaveTextContent compares). */
const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The body's text without the text of the given nodes. */
function textOutside(root: Element, left: Node[]): string {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!left.some((element) => element.contains(node))) text += node.textContent ?? '';
  }
  return text;
}

/** A field's error: the elements its aria-describedby names. */
function fieldErrors(label: string): string[] {
  return screen.queryAllByLabelText(label).flatMap((field) =>
    (field.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? ''),
  );
}

/** A toast with words it did not show before the step. */
const cameUp = (toast: Element, staleWords: Node[]) => textNodesOf(toast).some((node) => !staleWords.includes(node));

function regionElements(region: Exclude<TextRegion, 'page' | { fieldError: string }>, staleWords: Node[]): Element[] {
  if (region === 'toast') return shownToasts().filter((toast) => cameUp(toast, staleWords));
  if (region === 'alert') return [...document.querySelectorAll('[role="alert"]')].filter((alert) => !alert.closest(TOAST));
  if ('dialog' in region) {
    const options = region.dialog === true ? {} : { name: region.dialog };
    return [...screen.queryAllByRole('dialog', options), ...screen.queryAllByRole('alertdialog', options)];
  }
  return screen.queryAllByRole('list', region.list === true ? {} : { name: region.list });
}

/**
 * The region's text, whitespace normalized; several elements of a region (two toasts, two lists)
 * are kept apart so a text never matches across them.
 */
export function regionText(region: TextRegion, staleWords: Node[]): string {
  if (region === 'page') return normalized(textOutside(document.body, staleWords));
  if (typeof region === 'object' && 'fieldError' in region) return fieldErrors(region.fieldError).map(normalized).join(' ¦ ');
  return regionElements(region, staleWords)
    .map((element) => normalized(element.textContent ?? ''))
    .join(' ¦ ');
}
