// The action dialog on a reported target (contract §16): the moderator chooses dismiss, remove,
// warn or suspend (for some days or until lifted), gives a reason, confirms, and the decision is
// sent. The dialog lives inside the moderation queue's actor system and tells the queue by its
// system id when it closed or when the decision was taken, so the queue reloads itself.
import { assign, fromPromise, sendTo, setup, type AnyActorRef } from 'xstate';
import {
  actionFormProblems,
  type ModerationAction,
  type ReportedTarget,
  type ResolveRequest,
  type SuspensionDays,
} from './moderation.ts';

/** The queue's id in its actor system, which the dialog tells. */
export const MODERATION_QUEUE_SYSTEM_ID = 'moderationQueue';

export interface ModerationActionInput {
  /** One open report on the target: resolving it resolves every open report on that target. */
  reportId: number;
  target: ReportedTarget;
}

export interface ModerationActionContext extends ModerationActionInput {
  action: ModerationAction | null;
  reason: string;
  days: SuspensionDays;
  /** The form was submitted once: its problems show under the fields. */
  showProblems: boolean;
  /** Why the last send failed, as the server answered (status 0: no connection). */
  failure: { status: number; message: string | null } | null;
}

export type ModerationActionEvent =
  | { type: 'CHOOSE'; action: ModerationAction }
  | { type: 'REASON'; reason: string }
  | { type: 'DAYS'; days: SuspensionDays }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'CANCEL' };

/** What the dialog tells the queue. */
export type ModerationActionReport = { type: 'ACTION.CLOSED' } | { type: 'ACTION.DONE'; action: ModerationAction };

export type ModerationActionTag = 'sending';

/** The server's message of a refusal, when it sent one. */
function failureOf(error: unknown): ModerationActionContext['failure'] {
  const { status = 0, body = null } = (error ?? {}) as { status?: number; body?: unknown };
  const message = (body as { message?: unknown } | null)?.message;
  const reasonErrors = (body as { validation_errors?: Record<string, string[]> } | null)?.validation_errors;
  const firstFieldError = reasonErrors ? Object.values(reasonErrors)[0]?.[0] : undefined;
  return { status, message: firstFieldError ?? (typeof message === 'string' ? message : null) };
}

export const moderationActionMachine = setup({
  types: {
    context: {} as ModerationActionContext,
    events: {} as ModerationActionEvent,
    input: {} as ModerationActionInput,
    tags: {} as ModerationActionTag,
  },
  actors: {
    resolveReport: fromPromise<void, ResolveRequest>(async () => {
      throw new Error('resolveReport is provided by the app');
    }),
  },
  actions: {
    // The queue that opened the dialog, found in the actor system they share.
    tellClosed: sendTo(({ system }) => system.get(MODERATION_QUEUE_SYSTEM_ID) as AnyActorRef, {
      type: 'ACTION.CLOSED',
    } satisfies ModerationActionReport),
    tellDone: sendTo(
      ({ system }) => system.get(MODERATION_QUEUE_SYSTEM_ID) as AnyActorRef,
      ({ context }): ModerationActionReport => ({ type: 'ACTION.DONE', action: context.action! }),
    ),
  },
  guards: {
    isComplete: ({ context }) => actionFormProblems(context).length === 0,
  },
}).createMachine({
  description: 'Dialog tindakan atas laporan',
  id: 'moderationAction',
  context: ({ input }) => ({
    ...input,
    action: null,
    reason: '',
    days: 7,
    showProblems: false,
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Dialog terbuka: moderator memilih tindakan dan menulis alasan',
      initial: 'choosing',
      on: {
        CANCEL: {
          description: 'Moderator menekan ‘Batal’ atau Esc → dialog tertutup tanpa tindakan',
          target: 'closed',
          actions: 'tellClosed',
        },
      },
      states: {
        choosing: {
          description: 'Formulir tindakan: pilihan tindakan, lama penangguhan dan alasan',
          on: {
            CHOOSE: {
              description: 'Moderator memilih tindakan',
              actions: assign({ action: ({ event }) => event.action }),
            },
            REASON: {
              description: 'Moderator mengetik alasan',
              actions: assign({ reason: ({ event }) => event.reason }),
            },
            DAYS: {
              description: 'Moderator memilih lama penangguhan',
              actions: assign({ days: ({ event }) => event.days }),
            },
            SUBMIT: [
              {
                description: 'Tindakan dipilih dan alasan terisi (paling banyak 500 karakter) → dialog meminta konfirmasi',
                guard: 'isComplete',
                target: 'confirming',
              },
              {
                description: 'Tindakan belum dipilih atau alasan kosong atau terlalu panjang → layar menunjukkan yang kurang',
                actions: assign({ showProblems: true }),
              },
            ],
          },
        },
        confirming: {
          description: 'Dialog menanyakan sekali lagi apakah tindakan ini yang dimaksud',
          on: {
            CONFIRM: { description: 'Moderator menekan ‘Ya, lakukan’ → keputusan dikirim', target: '#moderationAction.sending' },
            BACK: { description: 'Moderator menekan ‘Ubah’ → kembali ke formulir', target: 'choosing' },
          },
        },
        failed: {
          description: 'Keputusan gagal dikirim: layar menampilkan sebabnya',
          on: {
            RETRY: { description: 'Moderator menekan ‘Coba lagi’ → keputusan dikirim lagi', target: '#moderationAction.sending' },
            BACK: { description: 'Moderator menekan ‘Ubah’ → kembali ke formulir dengan isian yang sama', target: 'choosing' },
          },
        },
      },
    },
    sending: {
      description: 'Keputusan sedang dikirim ke server; tombol tidak bisa ditekan',
      tags: ['sending'],
      invoke: {
        id: 'resolveReport',
        src: 'resolveReport',
        input: ({ context }) => ({
          reportId: context.reportId,
          action: context.action!,
          reason: context.reason.trim(),
          days: context.action === 'suspend' ? context.days : null,
        }),
        onDone: {
          description: 'Server mencatat keputusan → dialog tertutup dan antrean dimuat ulang',
          target: 'resolved',
          actions: 'tellDone',
        },
        onError: {
          description: 'Server menolak atau tidak terjangkau → dialog menampilkan sebabnya',
          target: 'editing.failed',
          actions: assign({ failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    resolved: { description: 'Keputusan tercatat', type: 'final' },
    closed: { description: 'Dialog tertutup tanpa tindakan', type: 'final' },
  },
});
