// Whether the suggestion to turn notifications on, shown after the member's post, was already
// shown on this browser: it is offered once (kept with the app's other choices, which signing
// out clears).
const KEY = 'push_suggestion';
const SHOWN = 'shown';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const pushSuggestion = {
  /** True once: the first time it is asked on this browser. */
  takeTurn: (): boolean => {
    if (storage()?.getItem(KEY) === SHOWN) return false;
    storage()?.setItem(KEY, SHOWN);
    return true;
  },
};
