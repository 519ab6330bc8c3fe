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
      on: {
        OPEN_LIKERS: { description: 'Anggota menekan jumlah suka → jendela ‘Menyukai’ terbuka', target: 'likers' },
        OPEN_COMMENTS: { description: 'Anggota menekan jumlah komentar → jendela ‘Komentar’ terbuka', target: 'comments' },
      },
    },
    likers: {
      description: 'Dialog penyuka post terbuka',
      on: { CLOSE: { description: 'Anggota menutup jendela ‘Menyukai’', target: 'closed' } },
    },
    comments: {
      description: 'Dialog komentar terbuka (ditutup bila jendela melebar ke ukuran desktop)',
      invoke: { id: 'watchViewport', src: 'watchViewport' },
      on: {
        CLOSE: { description: 'Anggota menutup jendela ‘Komentar’', target: 'closed' },
        VIEWPORT_WIDENED: {
          description: 'Jendela browser melebar ke ukuran desktop → jendela ‘Komentar’ tertutup dengan sendirinya',
          target: 'closed',
        },
      },
    },
  },
});
