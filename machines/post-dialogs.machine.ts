// The dialogs of one post card: who liked it, or its comments. The comments dialog belongs to
// narrow windows (spec §9: it closes at desktop width): while it is open the window's width is
// watched, and growing past the breakpoint closes it. Opened at desktop width it stays open.
// The card keeps the comments' state, so a closed dialog keeps its draft.
import { fromCallback, setup } from 'xstate';

/** From this width on the window is desktop-wide (spec §9, the modal width breakpoint). */
export const DESKTOP_MIN_WIDTH_PX = 768;

export type PostDialogsEvent =
  | { type: 'OPEN_LIKERS' }
  | { type: 'OPEN_COMMENTS' }
  | { type: 'CLOSE' }
  /** The window grew from below the breakpoint to desktop width. */
  | { type: 'VIEWPORT_WIDENED' };

export const postDialogsMachine = setup({
  types: {
    events: {} as PostDialogsEvent,
  },
  actors: {
    /** Sends VIEWPORT_WIDENED whenever the window grows to desktop width; nothing is watched until the app provides it. */
    watchViewport: fromCallback<PostDialogsEvent>(() => {}),
  },
}).createMachine({
  description: 'Jendela dialog satu kartu post',
  id: 'postDialogs',
  initial: 'closed',
  states: {
    closed: {
      description: 'Tidak ada dialog yang terbuka',
      on: { OPEN_LIKERS: 'likers', OPEN_COMMENTS: 'comments' },
    },
    likers: {
      description: 'Dialog penyuka post terbuka',
      on: { CLOSE: 'closed' },
    },
    comments: {
      description: 'Dialog komentar terbuka (ditutup bila jendela melebar ke ukuran desktop)',
      invoke: { id: 'watchViewport', src: 'watchViewport' },
      on: { CLOSE: 'closed', VIEWPORT_WIDENED: 'closed' },
    },
  },
});
