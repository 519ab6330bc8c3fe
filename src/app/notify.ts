// Toasts: one place that decides how long each kind of message stays on screen. The toast
// library is loaded apart from the first screen: when the browser is idle after it, or with
// the first toast if that comes sooner. Toasts asked for before its container mounts are
// queued by the library; a load that failed (the connection dropped) is tried again with the
// next toast, and the app goes on without it meanwhile.
import { createElement, Fragment, useSyncExternalStore, type ReactNode } from 'react';
import type { Id } from 'react-toastify';

/** Long enough to read a short Indonesian sentence; hovering pauses it. */
const READABLE_MS = 4000;

/** Toasts stay until closed by hand, whatever time a message asks for. */
let keptOpen = false;

/**
 * Toasts stay until closed. For the view suites, which step through a screen (and picture each
 * step) slower than a member reads: a toast that closed on its own mid-path would lose what the
 * next step asks of it, a longer one (the album's 10 s) as well as the usual 4 s.
 */
export function keepToastsOpen(): void {
  keptOpen = true;
}

const closingTime = (asked: number | false): number | false => (keptOpen ? false : asked);

type ToastLibrary = typeof import('./toast-library.ts');

let loaded: ToastLibrary | null = null;
let loading: Promise<ToastLibrary> | undefined;
const onLoaded = new Set<() => void>();

function loadToastLibrary(): Promise<ToastLibrary> {
  loading ??= import('./toast-library.ts').then(
    (library) => {
      loaded = library;
      watchUpdates(library);
      onLoaded.forEach((listener) => listener());
      return library;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function show(display: (library: ToastLibrary) => void): void {
  // Without the library there is nothing to show the message with.
  loadToastLibrary().then(display, () => {});
}

/** The message, and under it a line that adds to it (when to try again). */
function withDetail(message: string, detail: string): ReactNode {
  return createElement(
    Fragment,
    null,
    createElement('span', { className: 'block' }, message),
    createElement('span', { className: 'block text-sm' }, detail),
  );
}

interface ErrorOptions {
  /** A second line; asked for again while the toast shows, the line is replaced (a newer Retry-After). */
  detail?: string;
  autoClose?: number | false;
}

/** The toast showing a message: from when it is asked for until it starts to close. */
interface StandingToast {
  id: Id;
  /** Shown: the library has added it. */
  open: boolean;
  /** What the last ask for it showed, while the library has yet to apply it to the toast. */
  pending: { content: ReactNode; autoClose: number | false } | null;
}

/** The toast of each message. */
const standing = new Map<string, StandingToast>();
let shownTimes = 0;

/** An update has reached its toast: nothing of it is pending any more. Once, when the library loads. */
function watchUpdates({ toast }: ToastLibrary): void {
  toast.onChange(({ id, status }) => {
    if (status !== 'updated') return;
    for (const entry of standing.values()) if (entry.id === id) entry.pending = null;
  });
}

// A message is one toast: asked for again while it shows (five quick failed logins, a second
// "not found"), the same toast shows it anew instead of a stack of the same words. Anew: its
// words are a new element, so the toast's alert announces them again, and its time starts over.
// A toast that started to close keeps its id until it is gone; the next one gets an id of its
// own, or the library would drop it as a duplicate. The library applies an update a moment after
// it is asked for: a toast that starts to close meanwhile would take the update with it, so what
// it had yet to show goes to a new toast.
function present(library: ToastLibrary, type: 'success' | 'error', message: string, content: ReactNode, autoClose: number | false) {
  const { toast } = library;
  shownTimes += 1;
  const render = createElement('span', { key: shownTimes }, content);
  const current = standing.get(message);
  if (current && toast.isActive(current.id)) {
    current.pending = { content, autoClose };
    toast.update(current.id, { render, autoClose });
    return;
  }
  // Asked for before the container mounted: it shows once it does.
  if (current && !current.open) return;
  const entry: StandingToast = { id: `${message} #${shownTimes}`, open: false, pending: null };
  standing.set(message, entry);
  toast[type](render, {
    autoClose,
    toastId: entry.id,
    onOpen: () => {
      entry.open = true;
    },
    onClose: () => {
      if (standing.get(message) === entry) standing.delete(message);
      if (entry.pending) present(library, type, message, entry.pending.content, entry.pending.autoClose);
    },
  });
}

export const notify = {
  success: (message: string, autoClose: number | false = READABLE_MS) =>
    show((library) => present(library, 'success', message, message, closingTime(autoClose))),
  error: (message: string, { detail, autoClose = READABLE_MS }: ErrorOptions = {}) =>
    show((library) =>
      present(library, 'error', message, detail === undefined ? message : withDetail(message, detail), closingTime(autoClose)),
    ),
};

/** Fetches the library ahead of the first toast, so it still shows when the connection drops later. */
export function preloadToasts(): void {
  loadToastLibrary().catch(() => {});
}

function subscribe(listener: () => void) {
  onLoaded.add(listener);
  return () => onLoaded.delete(listener);
}

/** The loaded library, or null until it has arrived: the app mounts its container then. */
export function useToastLibrary(): ToastLibrary | null {
  return useSyncExternalStore(subscribe, () => loaded);
}
