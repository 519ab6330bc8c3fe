// How long a thread stays editable (contract §9): the server refuses a later edit with 403, and
// the SPA closes the edit once this time has passed.

/** A thread may be edited during its first hour, the hour's last moment included. */
export const THREAD_EDIT_WINDOW_MS = 60 * 60 * 1000;

/** The last moment (epoch ms) a thread created at `createdAt` may be edited. */
export function threadEditableUntil(createdAt: string): number {
  return new Date(createdAt).getTime() + THREAD_EDIT_WINDOW_MS;
}
