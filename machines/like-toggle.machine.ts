// The like button of one post. A press shows its result at once (heart and count), then the
// server's answer replaces both; a failure puts them back and says so. Presses while the
// request runs are ignored, so one press is one request. A double-click on a photo sends LIKE,
// which only ever likes. Others' likes reach the count from the member shell (LIKES_COUNTED, told
// to every post's button: each takes its own post's); while a press is being saved, its answer
// brings the count instead.
import { assign, fromPromise, setup } from 'xstate';
import { SHELL_LINK, unlinkedShell } from './shell-link.ts';
import type { LikeResponse } from '../contract/wire.ts';

export interface LikeToggleContext {
  uuid: string;
  /** The post's number, as the live stream names it. */
  postId: number;
  liked: boolean;
  total: number;
}

export type LikeToggleInput = LikeToggleContext;

export type LikeToggleEvent = { type: 'TOGGLE' } | { type: 'LIKE' } | { type: 'LIKES_COUNTED'; postId: number; total: number };

export type LikeAnswer = Pick<LikeResponse, 'like' | 'total_like'>;

/** What the heart shows: busy while the server stores the like. */
export type LikeToggleTag = 'savingLike';

export const likeToggleMachine = setup({
  types: {
    context: {} as LikeToggleContext,
    events: {} as LikeToggleEvent,
    input: {} as LikeToggleInput,
    tags: {} as LikeToggleTag,
  },
  actors: {
    shellLink: unlinkedShell,
    toggleLike: fromPromise<LikeAnswer, { uuid: string }>(async () => {
      throw new Error('toggleLike is provided by the app');
    }),
  },
  actions: {
    /** Shows the press at once; applied again, it takes the press back. */
    flip: assign(({ context }) => ({
      liked: !context.liked,
      total: Math.max(0, context.total + (context.liked ? -1 : 1)),
    })),
    notifyFailed: () => {},
  },
  guards: {
    isNotLiked: ({ context }) => !context.liked,
    isThisPost: ({ context, event }) => event.type === 'LIKES_COUNTED' && event.postId === context.postId,
  },
}).createMachine({
  description: 'Tombol suka satu post',
  id: 'likeToggle',
  context: ({ input }) => ({ uuid: input.uuid, postId: input.postId, liked: input.liked, total: input.total }),
  initial: 'idle',
  invoke: { id: SHELL_LINK, src: 'shellLink', input: ({ self }) => ({ screen: self }) },
  states: {
    idle: {
      description: 'Hati dan jumlah suka tampil; tombol siap ditekan',
      on: {
        TOGGLE: {
          description: 'Anggota menekan tombol suka → hati dan jumlah suka langsung berubah',
          target: 'sending',
          actions: 'flip',
        },
        LIKE: {
          description: 'Anggota mengeklik dua kali foto yang belum ia sukai → hati menyala dan jumlah suka bertambah',
          guard: 'isNotLiked',
          target: 'sending',
          actions: 'flip',
        },
        LIKES_COUNTED: {
          description: 'Anggota lain menyukai atau batal menyukai post ini → jumlah suka diperbarui',
          guard: 'isThisPost',
          actions: assign({ total: ({ event }) => event.total }),
        },
      },
    },
    sending: {
      description: 'Suka langsung tampil sementara server menyimpannya',
      tags: ['savingLike'],
      invoke: {
        id: 'toggleLike',
        src: 'toggleLike',
        input: ({ context }) => ({ uuid: context.uuid }),
        onDone: {
          description: 'Server menyimpan suka → hati dan jumlah suka mengikuti jawaban server',
          target: 'idle',
          actions: assign({
            liked: ({ event }) => event.output.like === 'Liked',
            total: ({ event }) => event.output.total_like,
          }),
        },
        onError: {
          description: 'Suka gagal disimpan → hati dan jumlah kembali seperti semula, layar menampilkan ‘Suka gagal disimpan’',
          target: 'idle',
          actions: ['flip', 'notifyFailed'],
        },
      },
    },
  },
});
