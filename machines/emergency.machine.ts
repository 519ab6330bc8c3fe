// Emergency broadcast: a modal with a message and a meeting place for every active member, once
// per 24 hours. Each opening checks the daily quota: used, it says in how many hours Send comes
// back. Both fields are required (an empty one is marked and nothing is sent); Send asks for
// confirmation first. The draft stays when the modal is closed or the send fails, and goes once
// it is sent.
import { assign, fromPromise, setup } from 'xstate';
import { failureStatus, isApiFailure } from '../src/api/failure.ts';
import type { EmergencyLimitRefusal } from '../src/api/wire.ts';

export interface EmergencyDraft {
  message: string;
  place: string;
  /** The Maps page of a place picked from the suggestions; null for a typed place. */
  placeUrl: string | null;
}

export interface EmergencyContext extends EmergencyDraft {
  /** Whole hours until the quota is free again; null while it is free. */
  hoursLeft: number | null;
  /** Fields a Send found empty, until they are filled in. */
  missing: { message: boolean; place: boolean };
}

export type EmergencyEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'MESSAGE_CHANGED'; value: string }
  | { type: 'PLACE_CHANGED'; value: string }
  | { type: 'PLACE_CHOSEN'; name: string; url: string | null }
  | { type: 'SEND' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/** The hours left of a 422 quota answer, or null for any other failure. */
function hoursLeftOf(error: unknown): number | null {
  if (!isApiFailure(error) || error.status !== 422) return null;
  const hours = (error.body as Partial<EmergencyLimitRefusal> | null)?.message;
  return typeof hours === 'number' && hours >= 0 ? Math.floor(hours) : null;
}

const isBlank = (value: string) => value.trim() === '';
const nothingMissing = { message: false, place: false };
const emptyDraft: EmergencyDraft = { message: '', place: '', placeUrl: null };

export const emergencyMachine = setup({
  types: {
    context: {} as EmergencyContext,
    events: {} as EmergencyEvent,
  },
  actors: {
    checkLimit: fromPromise<void>(async () => {
      throw new Error('checkLimit is provided by the app');
    }),
    sendEmergency: fromPromise<void, EmergencyDraft>(async () => {
      throw new Error('sendEmergency is provided by the app');
    }),
  },
  actions: {
    notifySent: () => {},
    notifyFailed: () => {},
  },
  guards: {
    isComplete: ({ context }) => !isBlank(context.message) && !isBlank(context.place),
    isQuotaUsed: ({ event }) => 'error' in event && hoursLeftOf(event.error) !== null,
    isQuotaRefusal: ({ event }) => 'error' in event && failureStatus(event.error) === 422,
  },
}).createMachine({
  id: 'emergency',
  context: { ...emptyDraft, hoursLeft: null, missing: nothingMissing },
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: 'drafting' },
    },
    drafting: {
      initial: 'checkingLimit',
      on: {
        CLOSE: 'closed',
        MESSAGE_CHANGED: {
          actions: assign({
            message: ({ event }) => event.value,
            missing: ({ context }) => ({ ...context.missing, message: false }),
          }),
        },
        // Typed text is no longer the picked place: its link would point elsewhere.
        PLACE_CHANGED: {
          actions: assign({
            place: ({ event }) => event.value,
            placeUrl: null,
            missing: ({ context }) => ({ ...context.missing, place: false }),
          }),
        },
        PLACE_CHOSEN: {
          actions: assign({
            place: ({ event }) => event.name,
            placeUrl: ({ event }) => event.url,
            missing: ({ context }) => ({ ...context.missing, place: false }),
          }),
        },
      },
      states: {
        checkingLimit: {
          tags: ['loading'],
          invoke: {
            id: 'checkLimit',
            src: 'checkLimit',
            onDone: { target: 'available', actions: assign({ hoursLeft: null }) },
            onError: [
              { guard: 'isQuotaUsed', target: 'limited', actions: assign({ hoursLeft: ({ event }) => hoursLeftOf(event.error) }) },
              // The server holds the quota and refuses a second send anyway; an unanswered check
              // must not keep a member from calling for help.
              { target: 'available', actions: assign({ hoursLeft: null }) },
            ],
          },
        },
        available: {
          on: {
            SEND: [
              { guard: 'isComplete', target: '#emergency.confirming' },
              {
                actions: assign({
                  missing: ({ context }) => ({ message: isBlank(context.message), place: isBlank(context.place) }),
                }),
              },
            ],
          },
        },
        limited: {},
      },
    },
    confirming: {
      on: {
        CONFIRM: 'sending',
        CANCEL: 'drafting.available',
        CLOSE: 'closed',
      },
    },
    sending: {
      tags: ['loading'],
      invoke: {
        id: 'sendEmergency',
        src: 'sendEmergency',
        input: ({ context }) => ({ message: context.message.trim(), place: context.place.trim(), placeUrl: context.placeUrl }),
        onDone: { target: 'closed', actions: [assign({ ...emptyDraft, missing: nothingMissing }), 'notifySent'] },
        onError: [
          // Someone used the quota meanwhile (another tab): the check says for how long.
          { guard: 'isQuotaRefusal', target: 'drafting.checkingLimit', actions: 'notifyFailed' },
          { target: 'drafting.available', actions: 'notifyFailed' },
        ],
      },
    },
  },
});
