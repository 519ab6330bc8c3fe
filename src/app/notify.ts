// Toasts: one place that decides how long each kind of message stays on screen. The toast
// library is loaded apart from the first screen: when the browser is idle after it, or with
// the first toast if that comes sooner. Toasts asked for before its container mounts are
// queued by the library; a load that failed (the connection dropped) is tried again with the
// next toast, and the app goes on without it meanwhile.
import { createElement, Fragment, useSyncExternalStore, type ReactNode } from 'react';

/** Long enough to read a short Indonesian sentence; hovering pauses it. */
const READABLE_MS = 4000;

type ToastLibrary = typeof import('./toast-library.ts');

let loaded: ToastLibrary | null = null;
let loading: Promise<ToastLibrary> | undefined;
const onLoaded = new Set<() => void>();

function loadToastLibrary(): Promise<ToastLibrary> {
  loading ??= import('./toast-library.ts').then(
    (library) => {
      loaded = library;
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
  autoClose?: number;
}

// A message is its own toast id: asked for again while it shows (five quick failed logins), it
// stays one toast instead of a stack of the same words.
export const notify = {
  success: (message: string, autoClose: number = READABLE_MS) =>
    show(({ toast }) => toast.success(message, { autoClose, toastId: message })),
  error: (message: string, { detail, autoClose = READABLE_MS }: ErrorOptions = {}) =>
    show(({ toast }) => {
      const content = detail === undefined ? message : withDetail(message, detail);
      if (toast.isActive(message)) toast.update(message, { render: content, autoClose });
      else toast.error(content, { autoClose, toastId: message });
    }),
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
