// The report dialog (contract §16, POST /reports): the member picks why a post, comment, reply
// or member is reported, may add a note, and sends it. A refusal says why in the dialog and
// keeps what was chosen and written. Once sent, the dialog offers to block or mute the author at
// once: that choice is handed over (emitted) to the block and mute flow of the screen.
import { assign, emit, fromPromise, setup } from 'xstate';
import { REPORT_NOTE_MAX_LENGTH } from '../contract/limits.ts';
import { failureStatus } from '../contract/failure.ts';
import type { ReportCategory, ReportTargetKind } from '../contract/moderation.ts';

/** What is reported: a post by uuid, a comment or reply by numeric id, a member by username. */
export interface ReportTarget {
  kind: ReportTargetKind;
  id: string;
}

export interface ReportInput {
  target: ReportTarget;
  /** The username of whoever wrote the reported content (the member themselves for a profile). */
  author: string;
}

export interface ReportRequest {
  target: ReportTarget;
  category: ReportCategory;
  note?: string;
}

/** Why the server refused: already reported (409), gone (404), own content (422), or anything else. */
export type ReportProblem = 'alreadyReported' | 'gone' | 'notAllowed' | 'failed';

export interface ReportContext extends ReportInput {
  category: ReportCategory | null;
  note: string;
  problem: ReportProblem | null;
}

export type ReportEvent =
  | { type: 'CATEGORY_CHOSEN'; category: ReportCategory }
  | { type: 'NOTE_CHANGED'; note: string }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' }
  | { type: 'BLOCK_AUTHOR' }
  | { type: 'MUTE_AUTHOR' };

/** The dialog is done: closed, or handing over to the screen's block and mute flow. */
export type ReportEmitted = { type: 'closed' } | { type: 'handOver'; action: 'block' | 'mute'; username: string };

export type ReportTag = 'sendingReport';

const CONFLICT = 409;
const NOT_FOUND = 404;
const UNPROCESSABLE = 422;

const statusIs =
  (status: number) =>
  ({ event }: { event: ReportEvent }) =>
    failureStatus((event as { error?: unknown }).error) === status;

export const reportMachine = setup({
  types: {
    context: {} as ReportContext,
    events: {} as ReportEvent,
    input: {} as ReportInput,
    emitted: {} as ReportEmitted,
    tags: {} as ReportTag,
  },
  actors: {
    createReport: fromPromise<void, ReportRequest>(async () => {
      throw new Error('createReport is provided by the app');
    }),
  },
  guards: {
    hasCategory: ({ context }) => context.category !== null,
    isAlreadyReported: statusIs(CONFLICT),
    notFound: statusIs(NOT_FOUND),
    isNotAllowed: statusIs(UNPROCESSABLE),
  },
}).createMachine({
  description: 'Dialog laporan: memilih alasan, catatan, mengirim',
  id: 'report',
  context: ({ input }) => ({ ...input, category: null, note: '', problem: null }),
  initial: 'writing',
  states: {
    writing: {
      description: 'Anggota memilih alasan laporan dan boleh menulis catatan',
      on: {
        CATEGORY_CHOSEN: {
          description: 'Anggota memilih alasan laporan',
          actions: assign({ category: ({ event }) => event.category, problem: null }),
        },
        NOTE_CHANGED: {
          description: 'Anggota menulis catatan → dipotong pada 500 karakter',
          actions: assign({ note: ({ event }) => event.note.slice(0, REPORT_NOTE_MAX_LENGTH) }),
        },
        SUBMIT: {
          description: 'Anggota menekan ‘Kirim laporan’ dengan alasan terpilih → laporan dikirim',
          guard: 'hasCategory',
          target: 'sending',
          actions: assign({ problem: null }),
        },
        CLOSE: { description: 'Anggota menutup dialog tanpa melapor', target: 'closed', actions: emit({ type: 'closed' as const }) },
      },
    },
    sending: {
      description: 'Laporan sedang dikirim; tombol kirim menunggu',
      tags: ['sendingReport'],
      invoke: {
        id: 'createReport',
        src: 'createReport',
        input: ({ context }) => {
          const note = context.note.trim();
          return { target: context.target, category: context.category!, ...(note !== '' && { note }) };
        },
        onDone: {
          description: 'Server menerima laporan → dialog menampilkan ‘Laporan terkirim’ dan menawarkan blokir atau bisukan',
          target: 'sent',
        },
        onError: [
          {
            description: 'Server menjawab 409 → dialog menampilkan ‘Anda sudah melaporkan ini’, pilihan tetap ada',
            guard: 'isAlreadyReported',
            target: 'writing',
            actions: assign({ problem: 'alreadyReported' }),
          },
          {
            description: 'Server menjawab 404 → dialog menampilkan bahwa konten sudah tidak ada',
            guard: 'notFound',
            target: 'writing',
            actions: assign({ problem: 'gone' }),
          },
          {
            description: 'Server menjawab 422 → dialog menampilkan bahwa konten sendiri tidak dapat dilaporkan',
            guard: 'isNotAllowed',
            target: 'writing',
            actions: assign({ problem: 'notAllowed' }),
          },
          {
            description: 'Laporan gagal terkirim (jaringan atau server) → dialog menampilkan ‘Laporan gagal dikirim’, alasan dan catatan tetap ada',
            target: 'writing',
            actions: assign({ problem: 'failed' }),
          },
        ],
      },
    },
    sent: {
      description: 'Laporan terkirim: dialog menawarkan memblokir atau membisukan penulisnya',
      on: {
        BLOCK_AUTHOR: {
          description: 'Anggota memilih memblokir penulisnya → konfirmasi blokir tampil',
          target: 'handedOver',
          actions: emit(({ context }) => ({ type: 'handOver' as const, action: 'block' as const, username: context.author })),
        },
        MUTE_AUTHOR: {
          description: 'Anggota memilih membisukan penulisnya → pilihan lama bisukan tampil',
          target: 'handedOver',
          actions: emit(({ context }) => ({ type: 'handOver' as const, action: 'mute' as const, username: context.author })),
        },
        CLOSE: { description: 'Anggota menekan ‘Selesai’ → dialog tertutup', target: 'closed', actions: emit({ type: 'closed' as const }) },
      },
    },
    handedOver: { description: 'Blokir atau bisukan dilanjutkan oleh alurnya sendiri', type: 'final' },
    closed: { description: 'Dialog tertutup', type: 'final' },
  },
});
