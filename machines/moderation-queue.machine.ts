// The moderation screen (/moderasi, contract §16): open reports oldest first, grouped by what
// they are about, or the resolved ones; the log of every action; and the action dialog on one
// target. The dialog runs as this machine's child and tells it by system id when it closed or
// when a decision was taken; the queue then reloads.
import { assign, fromPromise, setup } from 'xstate';
import {
  moderationActionMachine,
  type ModerationActionInput,
  type ModerationActionReport,
} from './moderation-action.machine.ts';
import {
  groupByTarget,
  type ModerationAction,
  type ModerationLogEntry,
  type ModerationReport,
  type ReportGroup,
  type ReportStatus,
} from './moderation.ts';

export interface ModerationQueueContext {
  status: ReportStatus;
  groups: ReportGroup[];
  log: ModerationLogEntry[];
  /** The target the action dialog is open on. */
  acting: ReportGroup | null;
  /** The last decision taken here, for the notice above the reloaded queue. */
  lastDecision: ModerationAction | null;
}

export type ModerationQueueEvent =
  | { type: 'RELOAD' }
  | { type: 'SHOW_STATUS'; status: ReportStatus }
  | { type: 'SHOW_LOG' }
  | { type: 'SHOW_REPORTS' }
  | { type: 'ACT'; key: string }
  | ModerationActionReport;

/** What the screen shows as busy. */
export type ModerationQueueTag = 'loading';

export const moderationQueueMachine = setup({
  types: {
    context: {} as ModerationQueueContext,
    events: {} as ModerationQueueEvent,
    tags: {} as ModerationQueueTag,
  },
  actors: {
    moderationReports: fromPromise<ModerationReport[], { status: ReportStatus }>(async () => {
      throw new Error('moderationReports is provided by the app');
    }),
    moderationLog: fromPromise<ModerationLogEntry[]>(async () => {
      throw new Error('moderationLog is provided by the app');
    }),
    moderationAction: moderationActionMachine,
  },
  actions: {
    /** The app's toast once a decision is recorded. */
    notifyDecision: (_, _params: { action: ModerationAction }) => {},
  },
  guards: {
    hasItems: (_, params: { count: number }) => params.count > 0,
    isOtherStatus: ({ context, event }) => event.type === 'SHOW_STATUS' && event.status !== context.status,
    isOpenTarget: ({ context, event }) =>
      event.type === 'ACT' && context.status === 'open' && context.groups.some((group) => group.key === event.key),
  },
}).createMachine({
  description: 'Layar moderasi: antrean laporan, log tindakan dan dialog tindakan',
  id: 'moderationQueue',
  context: { status: 'open', groups: [], log: [], acting: null, lastDecision: null },
  initial: 'reports',
  states: {
    reports: {
      description: 'Tab laporan: laporan yang terbuka atau yang sudah selesai',
      initial: 'loading',
      states: {
        loading: {
          description: 'Memuat laporan dari server',
          tags: ['loading'],
          invoke: {
            id: 'moderationReports',
            src: 'moderationReports',
            input: ({ context }) => ({ status: context.status }),
            onDone: [
              {
                description: 'Server mengirim laporan → layar menampilkannya per konten, yang terlama di atas',
                guard: { type: 'hasItems', params: ({ event }) => ({ count: event.output.length }) },
                target: 'listed',
                actions: assign({ groups: ({ event }) => groupByTarget(event.output) }),
              },
              {
                description: 'Tidak ada laporan → layar menampilkan bahwa antrean kosong',
                target: 'empty',
                actions: assign({ groups: [] }),
              },
            ],
            onError: {
              description: 'Laporan gagal dimuat → layar menampilkan pesan gagal dan tombol ‘Coba lagi’',
              target: 'failed',
            },
          },
        },
        listed: {
          description: 'Layar menampilkan laporan per konten: isi, penulis, berapa yang melapor dan alasannya',
          on: {
            ACT: {
              description: 'Moderator menekan ‘Tindak’ pada satu konten → dialog tindakan terbuka',
              guard: 'isOpenTarget',
              target: '#moderationQueue.acting',
              actions: assign({
                acting: ({ context, event }) => context.groups.find((group) => group.key === event.key) ?? null,
                lastDecision: null,
              }),
            },
          },
        },
        empty: { description: 'Layar menampilkan bahwa tidak ada laporan' },
        failed: { description: 'Laporan gagal dimuat: layar menawarkan coba lagi' },
      },
      on: {
        RELOAD: {
          description: 'Moderator menekan ‘Muat ulang’ atau ‘Coba lagi’ → laporan dimuat ulang',
          target: '.loading',
        },
        SHOW_STATUS: {
          description: 'Moderator memilih laporan terbuka atau selesai → laporan itu dimuat',
          guard: 'isOtherStatus',
          target: '.loading',
          actions: assign({ status: ({ event }) => event.status, groups: [], lastDecision: null }),
        },
        SHOW_LOG: { description: 'Moderator membuka tab ‘Log’ → log tindakan dimuat', target: 'log' },
      },
    },
    acting: {
      description: 'Dialog tindakan terbuka di atas antrean',
      invoke: {
        id: 'moderationAction',
        src: 'moderationAction',
        input: ({ context }): ModerationActionInput => ({
          reportId: context.acting!.reports[0].id,
          target: context.acting!.target,
        }),
      },
      on: {
        'ACTION.CLOSED': {
          description: 'Dialog ditutup tanpa tindakan → antrean tampil seperti sebelumnya',
          target: 'reports.listed',
          actions: assign({ acting: null }),
        },
        'ACTION.DONE': {
          description: 'Keputusan tercatat → layar memberi tahu dan antrean dimuat ulang',
          target: 'reports',
          actions: [
            assign({ acting: null, lastDecision: ({ event }) => event.action }),
            { type: 'notifyDecision', params: ({ event }) => ({ action: event.action }) },
          ],
        },
      },
    },
    log: {
      description: 'Tab log: setiap tindakan moderator, yang terbaru di atas',
      initial: 'loading',
      states: {
        loading: {
          description: 'Memuat log tindakan dari server',
          tags: ['loading'],
          invoke: {
            id: 'moderationLog',
            src: 'moderationLog',
            onDone: [
              {
                description: 'Server mengirim log → layar menampilkan setiap tindakan',
                guard: { type: 'hasItems', params: ({ event }) => ({ count: event.output.length }) },
                target: 'listed',
                actions: assign({ log: ({ event }) => event.output }),
              },
              {
                description: 'Log masih kosong → layar menampilkan bahwa belum ada tindakan',
                target: 'empty',
                actions: assign({ log: [] }),
              },
            ],
            onError: {
              description: 'Log gagal dimuat → layar menampilkan pesan gagal dan tombol ‘Coba lagi’',
              target: 'failed',
            },
          },
        },
        listed: { description: 'Layar menampilkan setiap tindakan: siapa, apa, pada apa, alasan, kapan' },
        empty: { description: 'Layar menampilkan bahwa belum ada tindakan' },
        failed: { description: 'Log gagal dimuat: layar menawarkan coba lagi' },
      },
      on: {
        RELOAD: { description: 'Moderator menekan ‘Muat ulang’ atau ‘Coba lagi’ → log dimuat ulang', target: '.loading' },
        SHOW_REPORTS: {
          description: 'Moderator membuka tab ‘Laporan’ → laporan dimuat',
          target: 'reports',
          actions: assign({ lastDecision: null }),
        },
      },
    },
  },
});
