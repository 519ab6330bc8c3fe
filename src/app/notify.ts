// Toasts: one place that decides how long each kind of message stays on screen. The toast
// library loads with the first toast, so no page pays for it before it has one to show
// (toasts asked for before its container mounts are queued by the library).
import { useSyncExternalStore } from 'react';

/** Long enough to read a short Indonesian sentence; hovering pauses it. */
const READABLE_MS = 4000;

let toastLibrary: Promise<typeof import('react-toastify')> | undefined;
const onFirstToast = new Set<() => void>();

function loadToastLibrary() {
  if (!toastLibrary) {
    toastLibrary = import('react-toastify');
    onFirstToast.forEach((listener) => listener());
  }
  return toastLibrary;
}

export const notify = {
  success: (message: string, autoClose: number = READABLE_MS) =>
    void loadToastLibrary().then(({ toast }) => toast.success(message, { autoClose })),
  error: (message: string, autoClose: number = READABLE_MS) =>
    void loadToastLibrary().then(({ toast }) => toast.error(message, { autoClose })),
};

function subscribe(listener: () => void) {
  onFirstToast.add(listener);
  return () => onFirstToast.delete(listener);
}

/** True from the first toast on: the app mounts the toast container then. */
export function useToastsShown(): boolean {
  return useSyncExternalStore(subscribe, () => toastLibrary !== undefined);
}
