// OTP verification: six boxes of one letter or digit each; a pasted code fills them all, and Send
// needs all six. After a code is resent (or the server says to slow down) the next resend waits
// out a cooldown counted in seconds, so the screen can say how long. Sign out ends it any time.
// Which box has focus is the screen's business; the code itself lives here.
import { assign, fromPromise, setup } from 'xstate';
import { failureStatus } from '../contract/failure.ts';
import { OTP_CODE_LENGTH } from '../contract/limits.ts';

export const RESEND_COOLDOWN_SECONDS = 30;

const NOT_CODE_CHARACTERS = /[^A-Za-z0-9]/g;

/** The character a box keeps after an edit: the last letter or digit in it, or nothing. */
function boxCharacter(typed: string): string {
  return typed.replace(NOT_CODE_CHARACTERS, '').slice(-1);
}

/** A pasted text spread over the boxes, letters and digits only, from the first box. */
function boxesFrom(pasted: string): string[] {
  const characters = pasted.replace(NOT_CODE_CHARACTERS, '').slice(0, OTP_CODE_LENGTH);
  return Array.from({ length: OTP_CODE_LENGTH }, (_, index) => characters[index] ?? '');
}

export interface OtpVerificationContext {
  digits: string[];
  resendSecondsLeft: number;
}

export type OtpVerificationEvent =
  | { type: 'DIGIT_CHANGED'; index: number; value: string }
  | { type: 'CODE_PASTED'; text: string }
  | { type: 'SUBMIT' }
  | { type: 'RESEND' }
  | { type: 'SIGN_OUT' };

/** What the page shows: Send spinning, Resend OTP spinning, or the seconds until it may be pressed. */
export type OtpVerificationTag = 'verifyingCode' | 'resendingCode' | 'countingDown';

export const otpVerificationMachine = setup({
  types: {
    context: {} as OtpVerificationContext,
    events: {} as OtpVerificationEvent,
    tags: {} as OtpVerificationTag,
  },
  actors: {
    verifyOtp: fromPromise<void, { otpCode: string }>(async () => {
      throw new Error('verifyOtp is provided by the app');
    }),
    resendOtp: fromPromise<void>(async () => {
      throw new Error('resendOtp is provided by the app');
    }),
  },
  actions: {
    markVerified: () => {},
    signOut: () => {},
    notifyInvalidCode: () => {},
    notifyVerifyFailed: () => {},
    notifyResent: () => {},
    notifyRateLimited: () => {},
    notifyResendFailed: () => {},
    startCooldown: assign({ resendSecondsLeft: RESEND_COOLDOWN_SECONDS }),
  },
  guards: {
    isComplete: ({ context }) => context.digits.every((digit) => digit !== ''),
    isInvalidCode: ({ event }) => 'error' in event && failureStatus(event.error) === 400,
    isRateLimited: ({ event }) => 'error' in event && failureStatus(event.error) === 429,
    isLastSecond: ({ context }) => context.resendSecondsLeft <= 1,
  },
  delays: {
    ONE_SECOND: 1000,
  },
}).createMachine({
  description: 'Layar verifikasi OTP',
  id: 'otpVerification',
  context: { digits: Array.from({ length: OTP_CODE_LENGTH }, () => ''), resendSecondsLeft: 0 },
  initial: 'active',
  states: {
    active: {
      description: 'Layar verifikasi OTP terbuka',
      type: 'parallel',
      on: { SIGN_OUT: { target: 'signedOut', actions: 'signOut' } },
      states: {
        code: {
          description: 'Enam kotak kode OTP',
          initial: 'editing',
          states: {
            editing: {
              description: 'Kotak kode OTP siap diisi',
              on: {
                DIGIT_CHANGED: {
                  actions: assign({
                    digits: ({ context, event }) =>
                      context.digits.map((digit, index) => (index === event.index ? boxCharacter(event.value) : digit)),
                  }),
                },
                CODE_PASTED: { actions: assign({ digits: ({ event }) => boxesFrom(event.text) }) },
                SUBMIT: { guard: 'isComplete', target: 'verifying' },
              },
            },
            verifying: {
              description: 'Mengirim kode OTP ke server untuk diperiksa',
              tags: ['verifyingCode'],
              invoke: {
                id: 'verifyOtp',
                src: 'verifyOtp',
                input: ({ context }) => ({ otpCode: context.digits.join('') }),
                onDone: { target: '#otpVerification.verified', actions: 'markVerified' },
                onError: [
                  { guard: 'isInvalidCode', target: 'editing', actions: 'notifyInvalidCode' },
                  { target: 'editing', actions: 'notifyVerifyFailed' },
                ],
              },
            },
          },
        },
        resend: {
          description: 'Tombol Resend OTP',
          initial: 'ready',
          states: {
            ready: {
              description: 'Tombol Resend OTP siap ditekan',
              on: { RESEND: 'resending' },
            },
            resending: {
              description: 'Meminta server mengirim ulang kode OTP',
              tags: ['resendingCode'],
              invoke: {
                id: 'resendOtp',
                src: 'resendOtp',
                onDone: { target: 'coolingDown', actions: ['startCooldown', 'notifyResent'] },
                onError: [
                  { guard: 'isRateLimited', target: 'coolingDown', actions: ['startCooldown', 'notifyRateLimited'] },
                  { target: 'ready', actions: 'notifyResendFailed' },
                ],
              },
            },
            coolingDown: {
              description: 'Resend OTP menunggu: layar menghitung mundur detiknya',
              tags: ['countingDown'],
              after: {
                ONE_SECOND: [
                  { guard: 'isLastSecond', target: 'ready', actions: assign({ resendSecondsLeft: 0 }) },
                  {
                    target: 'coolingDown',
                    reenter: true,
                    actions: assign({ resendSecondsLeft: ({ context }) => context.resendSecondsLeft - 1 }),
                  },
                ],
              },
            },
          },
        },
      },
    },
    verified: { description: 'E-mail terverifikasi', type: 'final' },
    signedOut: { description: 'Anggota keluar dari akun', type: 'final' },
  },
});
