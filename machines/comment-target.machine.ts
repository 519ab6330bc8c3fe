// The comments of one post and the box to write in. Nothing loads until the panel is shown;
// showing it again reloads, so others' comments appear while a draft is kept. While it shows,
// a new total from the member shell (COMMENTS_COUNTED: someone else commented, replied or
// deleted) reloads it too, so their comment appears as the count changes. Writing is a
// top-level comment by default, or a reply to one comment after REPLY_TO (whose replies then
// open). Text, lines allowed, is cut to COMMENT_TYPED_MAX_LENGTH characters as typed and again
// on send. After a send or a delete the list reloads and the post's total takes the server's
// count; others' comments reach the total from the member shell (COMMENTS_COUNTED, told to every
// post's comments: each takes its own post's). An archived post
// is read only. Only a comment's or reply's author may delete it.
import { assign, fromPromise, setup } from 'xstate';
import { SHELL_LINK, unlinkedShell } from './shell-link.ts';
import { COMMENT_TYPED_MAX_LENGTH } from '../contract/limits.ts';
import type { Comment } from '../contract/wire.ts';
import { cutText } from './cut-text.ts';

export interface CommentTargetInput {
  postId: number;
  /** The post's comment total (comments plus replies) as the card shows it. */
  total: number;
  /** The signed-in member's username. */
  viewer: string;
  archived?: boolean;
}

/** A reply goes to a top-level comment; `username` is the person answered. */
export interface ReplyTarget {
  commentId: number;
  username: string;
}

export interface CommentRef {
  kind: 'comment' | 'reply';
  id: number;
}

export interface CommentTargetContext {
  postId: number;
  total: number;
  viewer: string;
  archived: boolean;
  comments: Comment[];
  /** Comments whose replies are shown. */
  expanded: number[];
  draft: string;
  replyTo: ReplyTarget | null;
  deleting: CommentRef | null;
  /** The panel is on screen (between SHOW and HIDE): others' comments are loaded as they come. */
  showing: boolean;
}

export type CommentTargetEvent =
  | { type: 'SHOW' }
  | { type: 'HIDE' }
  | { type: 'RETRY' }
  | { type: 'TOGGLE_REPLIES'; commentId: number }
  | { type: 'DRAFT_CHANGED'; text: string }
  | { type: 'REPLY_TO'; commentId: number; username: string }
  | { type: 'CANCEL_REPLY' }
  | { type: 'SEND' }
  | { type: 'DELETE'; target: CommentRef }
  | { type: 'COMMENTS_COUNTED'; postId: number; total: number };

export interface NewComment {
  postId: number;
  /** The comment replied to, or null for a top-level comment. */
  replyTo: number | null;
  text: string;
}

/** Only its author may delete a comment or reply, and nothing on an archived post. */
export function mayDelete(context: Pick<CommentTargetContext, 'archived' | 'viewer'>, author: string | null): boolean {
  return !context.archived && author === context.viewer;
}

function authorOf(comments: Comment[], target: CommentRef): string | null {
  if (target.kind === 'comment') return comments.find((comment) => comment.id === target.id)?.commentator_username ?? null;
  for (const comment of comments) {
    const reply = comment.sub_comments_list.find((item) => item.id === target.id);
    if (reply) return reply.commentator_username;
  }
  return null;
}

/**
 * What the comments show: the list loading, Send spinning, a comment's Delete spinning, or a
 * spinner above the list while it loads again.
 */
export type CommentTargetTag = 'loadingComments' | 'sendingComment' | 'deletingComment' | 'reloadingComments';

export const commentTargetMachine = setup({
  types: {
    context: {} as CommentTargetContext,
    events: {} as CommentTargetEvent,
    input: {} as CommentTargetInput,
    tags: {} as CommentTargetTag,
  },
  actors: {
    shellLink: unlinkedShell,
    fetchComments: fromPromise<Comment[], { postId: number }>(async () => {
      throw new Error('fetchComments is provided by the app');
    }),
    /** Answers the post's new comment total. */
    sendComment: fromPromise<number, NewComment>(async () => {
      throw new Error('sendComment is provided by the app');
    }),
    /** Answers the post's new comment total. */
    deleteComment: fromPromise<number, CommentRef>(async () => {
      throw new Error('deleteComment is provided by the app');
    }),
  },
  actions: {
    storeComments: assign((_, comments: Comment[]) => ({ comments })),
    markShowing: assign({ showing: true }),
    storeTotal: assign((_, total: number) => ({ total })),
    notifyReloadFailed: () => {},
    notifySendFailed: () => {},
    notifyDeleteFailed: () => {},
  },
  guards: {
    isArchived: ({ context }) => context.archived,
    hasDraft: ({ context }) => context.draft.trim() !== '',
    /** The shown list lacks what changed the post's total: someone else's comment, reply or delete. */
    showsOtherTotal: ({ context, event }) =>
      context.showing && event.type === 'COMMENTS_COUNTED' && event.postId === context.postId && event.total !== context.total,
    isThisPost: ({ context, event }) => event.type === 'COMMENTS_COUNTED' && event.postId === context.postId,
    isOwnEntry: ({ context, event }) =>
      event.type === 'DELETE' && mayDelete(context, authorOf(context.comments, event.target)),
  },
}).createMachine({
  description: 'Komentar satu post dan kotak untuk menulis',
  id: 'commentTarget',
  context: ({ input }) => ({
    postId: input.postId,
    total: input.total,
    viewer: input.viewer,
    archived: input.archived ?? false,
    comments: [],
    expanded: [],
    draft: '',
    replyTo: null,
    deleting: null,
    showing: false,
  }),
  initial: 'hidden',
  invoke: { id: SHELL_LINK, src: 'shellLink', input: ({ self }) => ({ screen: self }) },
  on: {
    COMMENTS_COUNTED: {
      description: 'Anggota lain menambah atau menghapus komentar di post ini → jumlah komentar diperbarui',
      guard: 'isThisPost',
      actions: { type: 'storeTotal', params: ({ event }) => event.total },
    },
    SHOW: {
      description: 'Panel komentar ditampilkan lagi saat komentar dimuat, dikirim atau dihapus → hasilnya tampil di panel',
      actions: 'markShowing',
    },
    HIDE: {
      description: 'Panel komentar ditutup → komentar anggota lain tidak dimuat sampai panel dibuka lagi, draf tetap ada',
      actions: assign({ showing: false }),
    },
  },
  states: {
    hidden: {
      description: 'Panel komentar belum ditampilkan: belum ada yang dimuat',
      tags: ['loadingComments'],
      on: {
        SHOW: { description: 'Panel komentar ditampilkan untuk pertama kali → komentar dimuat', target: 'loading', actions: 'markShowing' },
      },
    },
    loading: {
      description: 'Memuat komentar dari server',
      tags: ['loadingComments'],
      invoke: {
        id: 'fetchComments',
        src: 'fetchComments',
        input: ({ context }) => ({ postId: context.postId }),
        onDone: [
          {
            description:
              'Server mengirim komentar post terarsip → komentar tampil, kotak komentar menampilkan ‘Tidak dapat membuat komentar pada arsip...’',
            guard: 'isArchived',
            target: 'loaded.archived',
            actions: { type: 'storeComments', params: ({ event }) => event.output },
          },
          {
            description: 'Server mengirim komentar post aktif → komentar tampil (atau ‘Belum ada komentar’), kotak komentar siap diisi',
            target: 'loaded.writing',
            actions: { type: 'storeComments', params: ({ event }) => event.output },
          },
        ],
        onError: {
          description: 'Komentar gagal dimuat → layar menampilkan ‘Komentar gagal dimuat’ dan tombol ‘Coba lagi’',
          target: 'failed',
        },
      },
    },
    failed: {
      description: 'Komentar gagal dimuat: layar menawarkan coba lagi',
      on: {
        RETRY: { description: 'Anggota menekan ‘Coba lagi’ → komentar dimuat ulang', target: 'loading' },
        SHOW: { description: 'Panel komentar ditampilkan lagi → komentar dimuat ulang', target: 'loading', actions: 'markShowing' },
      },
    },
    loaded: {
      description: 'Komentar tampil',
      initial: 'writing',
      on: {
        TOGGLE_REPLIES: {
          description: 'Anggota menekan ‘Lihat balasan (n)’ atau ‘Sembunyikan balasan’ → balasan komentar itu tampil atau tersembunyi',
          actions: assign({
            expanded: ({ context, event }) =>
              context.expanded.includes(event.commentId)
                ? context.expanded.filter((id) => id !== event.commentId)
                : [...context.expanded, event.commentId],
          }),
        },
      },
      states: {
        archived: { description: 'Post terarsip: komentar hanya bisa dibaca' },
        writing: {
          description: 'Kotak komentar siap diisi (komentar baru atau balasan)',
          on: {
            SHOW: {
              description: 'Panel komentar ditampilkan lagi → komentar dimuat ulang, draf tetap ada',
              target: 'reloading',
              actions: 'markShowing',
            },
            COMMENTS_COUNTED: {
              description: 'Anggota lain berkomentar atau membalas saat panel terbuka → jumlah diperbarui dan komentarnya tampil di panel',
              guard: 'showsOtherTotal',
              target: 'reloading',
              actions: { type: 'storeTotal', params: ({ event }) => event.total },
            },
            DRAFT_CHANGED: {
              description: `Anggota mengetik di kotak ‘Silahkan komentar...’ (teks dipotong pada ${COMMENT_TYPED_MAX_LENGTH} karakter)`,
              actions: assign({ draft: ({ event }) => cutText(event.text, COMMENT_TYPED_MAX_LENGTH) }),
            },
            REPLY_TO: {
              description: 'Anggota menekan ‘Balas’ pada sebuah komentar → kotak menampilkan ‘Anda membalas komentar …’ dan balasannya terbuka',
              actions: assign({
                replyTo: ({ event }) => ({ commentId: event.commentId, username: event.username }),
                expanded: ({ context, event }) =>
                  context.expanded.includes(event.commentId) ? context.expanded : [...context.expanded, event.commentId],
              }),
            },
            CANCEL_REPLY: {
              description: 'Anggota menekan ‘Batal membalas’ → kotak kembali untuk komentar baru',
              actions: assign({ replyTo: null }),
            },
            SEND: { description: 'Anggota menekan ‘Send message’, kotak komentar sudah terisi', guard: 'hasDraft', target: 'sending' },
            DELETE: {
              description: 'Anggota menekan ‘Delete’ pada komentar atau balasan miliknya sendiri → komentar dihapus di server',
              guard: 'isOwnEntry',
              target: 'deleting',
              actions: assign({ deleting: ({ event }) => event.target }),
            },
          },
        },
        sending: {
          description: 'Mengirim komentar ke server',
          tags: ['sendingComment'],
          invoke: {
            id: 'sendComment',
            src: 'sendComment',
            input: ({ context }) => ({
              postId: context.postId,
              replyTo: context.replyTo?.commentId ?? null,
              text: cutText(context.draft.trim(), COMMENT_TYPED_MAX_LENGTH),
            }),
            onDone: {
              description: 'Server menyimpan komentar → kotak dikosongkan, jumlah komentar diperbarui dan komentar dimuat ulang',
              target: 'reloading',
              actions: assign({ total: ({ event }) => event.output, draft: '', replyTo: null }),
            },
            onError: {
              description: 'Komentar gagal dikirim → layar menampilkan ‘Komentar gagal dikirim’, draf tetap ada',
              target: 'writing',
              actions: 'notifySendFailed',
            },
          },
        },
        deleting: {
          description: 'Menghapus komentar milik anggota di server',
          tags: ['deletingComment'],
          invoke: {
            id: 'deleteComment',
            src: 'deleteComment',
            input: ({ context }) => context.deleting!,
            onDone: {
              description: 'Server menghapus komentar → jumlah komentar diperbarui dan komentar dimuat ulang',
              target: 'reloading',
              actions: assign({
                total: ({ event }) => event.output,
                // A reply to a comment that is gone has nowhere to go.
                replyTo: ({ context }) =>
                  context.deleting?.kind === 'comment' && context.replyTo?.commentId === context.deleting.id
                    ? null
                    : context.replyTo,
                deleting: null,
              }),
            },
            onError: {
              description: 'Komentar gagal dihapus → layar menampilkan ‘Komentar gagal dihapus’, komentar tetap ada',
              target: 'writing',
              actions: [assign({ deleting: null }), 'notifyDeleteFailed'],
            },
          },
        },
        reloading: {
          description: 'Memuat ulang komentar; draf tetap tersimpan',
          tags: ['reloadingComments'],
          on: {
            COMMENTS_COUNTED: {
              description: 'Anggota lain berkomentar lagi saat komentar dimuat ulang → jumlah diperbarui dan komentar dimuat sekali lagi',
              guard: 'showsOtherTotal',
              target: 'reloading',
              reenter: true,
              actions: { type: 'storeTotal', params: ({ event }) => event.total },
            },
          },
          invoke: {
            id: 'fetchComments',
            src: 'fetchComments',
            input: ({ context }) => ({ postId: context.postId }),
            onDone: {
              description: 'Server mengirim komentar terbaru → daftar komentar diperbarui, draf tetap ada',
              target: 'writing',
              actions: { type: 'storeComments', params: ({ event }) => event.output },
            },
            onError: {
              description: 'Komentar gagal dimuat ulang → layar menampilkan ‘Komentar gagal dimuat’, komentar yang tampil tetap ada',
              target: 'writing',
              actions: 'notifyReloadFailed',
            },
          },
        },
      },
    },
  },
});
