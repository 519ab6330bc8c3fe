// Toasts: one place that decides how long each kind of message stays on screen.
import { toast } from 'react-toastify';

/** Long enough to read a short Indonesian sentence; hovering pauses it. */
const READABLE_MS = 4000;

export const notify = {
  success: (message: string, autoClose: number = READABLE_MS) => toast.success(message, { autoClose }),
  error: (message: string, autoClose: number = READABLE_MS) => toast.error(message, { autoClose }),
};
