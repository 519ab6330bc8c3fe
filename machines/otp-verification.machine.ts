// OTP verification: six boxes of one letter or digit each; a pasted code fills them all, and Send
// needs all six. After a code is resent (or the server says to slow down) the next resend waits
// out a cooldown counted in seconds, so the screen can say how long. Sign out ends it any time.
// Which box has focus is the screen's business; the code itself lives here.
import { assign, fromPromise, setup } from 'xstate';
import { failureStatus, retryAfterOf, type RetryAfter } from '../contract/failure.ts';
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
    notifyRateLimited: (_, _retry: RetryAfter) => {},
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
      on: {
        SIGN_OUT: { description: 'Anggota menekan ‘Sign Out’ → anggota keluar dari akun', target: 'signedOut', actions: 'signOut' },
      },
      states: {
        code: {
          description: 'Enam kotak kode OTP',
          initial: 'editing',
          states: {
            editing: {
              description: 'Kotak kode OTP siap diisi',
              on: {
                DIGIT_CHANGED: {
                  description: 'Anggota mengetik di satu kotak kode OTP (kotak menyimpan huruf atau angka terakhir)',
                  actions: assign({
                    digits: ({ context, event }) =>
                      context.digits.map((digit, index) => (index === event.index ? boxCharacter(event.value) : digit)),
                  }),
                },
                CODE_PASTED: {
                  description: 'Anggota menempelkan kode → keenam kotak terisi sekaligus',
                  actions: assign({ digits: ({ event }) => boxesFrom(event.text) }),
                },
                SUBMIT: { description: 'Anggota menekan ‘Send’, keenam kotak sudah terisi', guard: 'isComplete', target: 'verifying' },
              },
            },
            verifying: {
              description: 'Mengirim kode OTP ke server untuk diperiksa',
              tags: ['verifyingCode'],
              invoke: {
                id: 'verifyOtp',
                src: 'verifyOtp',
                input: ({ context }) => ({ otpCode: context.digits.join('') }),
                onDone: {
                  description: 'Server menerima kode → e-mail terverifikasi',
                  target: '#otpVerification.verified',
                  actions: 'markVerified',
                },
                onError: [
                  {
                    description: 'Anggota memasukkan kode yang salah → layar menampilkan ‘Kode otp tidak valid!’',
                    guard: 'isInvalidCode',
                    target: 'editing',
                    actions: 'notifyInvalidCode',
                  },
                  {
                    description: 'Pemeriksaan kode gagal karena hal lain → layar menampilkan ‘Gagal menghubungi server, coba lagi nanti’',
                    target: 'editing',
                    actions: 'notifyVerifyFailed',
                  },
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
              on: { RESEND: { description: 'Anggota menekan ‘Resend OTP’ → server diminta mengirim ulang kode', target: 'resending' } },
            },
            resending: {
              description: 'Meminta server mengirim ulang kode OTP',
              tags: ['resendingCode'],
              invoke: {
                id: 'resendOtp',
                src: 'resendOtp',
                onDone: {
                  description: 'Server mengirim ulang kode → layar menampilkan ‘Kode otp terkirim ke email’ dan hitung mundur 30 detik',
                  target: 'coolingDown',
                  actions: ['startCooldown', 'notifyResent'],
                },
                onError: [
                  {
                    description: 'Server menjawab 429 → layar menampilkan ‘SPAM, coba lagi nanti’ dan hitung mundur 30 detik',
                    guard: 'isRateLimited',
                    target: 'coolingDown',
                    actions: [
                      'startCooldown',
                      { type: 'notifyRateLimited', params: ({ event }) => ({ retryAfterSeconds: retryAfterOf(event.error) }) },
                    ],
                  },
                  {
                    description: 'Kirim ulang gagal karena hal lain → layar menampilkan ‘Gagal menghubungi server, coba lagi nanti’',
                    target: 'ready',
                    actions: 'notifyResendFailed',
                  },
                ],
              },
            },
            coolingDown: {
              description: 'Resend OTP menunggu: layar menghitung mundur detiknya',
              tags: ['countingDown'],
              after: {
                ONE_SECOND: [
                  {
                    description: 'Detik terakhir hitung mundur lewat → ‘Resend OTP’ bisa ditekan lagi',
                    guard: 'isLastSecond',
                    target: 'ready',
                    actions: assign({ resendSecondsLeft: 0 }),
                  },
                  {
                    description: 'Satu detik lewat, masih ada sisa waktu → layar menampilkan ‘Kirim ulang dalam n detik’ dengan angka berkurang',
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
