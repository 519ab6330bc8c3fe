// Sample events for the OTP machine, as a person sends them: a character that is refused, the
// code typed box by box or pasted, the last box cleared, Send; Resend and Sign Out from the
// start. While a call or the resend cooldown runs, the person waits and only the server or the
// clock moves, so each second of the cooldown is one state and not one per combination with the
// code boxes. Every server answer of both calls is tried.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { OTP_CODE_LENGTH } from '../../contract/limits.ts';
import { otpVerificationMachine, type OtpVerificationContext } from '../../machines/otp-verification.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const typedCode = '482915';
export const pastedCode = '482-915';
export const refusedCharacter = '-';

export const oneSecond = { type: 'xstate.after.ONE_SECOND.otpVerification.active.resend.coolingDown' };

const serverAnswers: AnyEventObject[] = [
  { type: 'xstate.done.actor.verifyOtp', output: undefined },
  { type: 'xstate.error.actor.verifyOtp', error: { status: 400, body: { status: false, message: 'Email failed to verified' } } },
  { type: 'xstate.error.actor.verifyOtp', error: { status: 0, body: null } },
  { type: 'xstate.done.actor.resendOtp', output: undefined },
  { type: 'xstate.error.actor.resendOtp', error: { status: 429, body: { status: false, message: 'Too Many Attempts.' } } },
  { type: 'xstate.error.actor.resendOtp', error: { status: 500, body: null } },
];

const digitChanged = (index: number, value: string) => ({ type: 'DIGIT_CHANGED', index, value });

function personEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  if (snapshot.hasTag('countingDown')) return [oneSecond];
  const waiting = !snapshot.matches({ active: { code: 'editing', resend: 'ready' } });
  if (waiting) return [];
  const { digits } = snapshot.context as OtpVerificationContext;
  const filled = digits.indexOf('') === -1 ? OTP_CODE_LENGTH : digits.indexOf('');
  if (filled === 0) {
    return [
      digitChanged(0, refusedCharacter),
      digitChanged(0, typedCode[0]),
      { type: 'CODE_PASTED', text: pastedCode },
      { type: 'RESEND' },
      { type: 'SIGN_OUT' },
    ];
  }
  if (filled < OTP_CODE_LENGTH) return [digitChanged(filled, typedCode[filled])];
  return [{ type: 'SUBMIT' }, digitChanged(OTP_CODE_LENGTH - 1, '')];
}

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'POST /verify-otp mengirim enam karakter yang digabung',
    when: { event: 'SUBMIT', to: 'active.code.verifying' },
    request: { actor: 'verifyOtp', input: { otpCode: '482915' }, sends: { endpoint: 'verifyOtp', body: { otp_code: '482915' } } },
  },
  {
    spec: '§4 States and transitions',
    name: 'Verifikasi OTP berhasil menandai e-mail terverifikasi',
    when: { event: 'xstate.done.actor.verifyOtp' },
    actions: ['markVerified'],
  },
  {
    spec: '§8 Error catalogue',
    name: 'Verifikasi OTP 400 memberi “Kode otp tidak valid!”',
    when: { event: 'xstate.error.actor.verifyOtp', with: { error: { status: 400 } } },
    actions: ['notifyInvalidCode'],
    text: { in: 'toast', says: 'Kode otp tidak valid!' },
  },
  {
    spec: '§7 Calls',
    name: 'POST /resend-otp dikirim tanpa isi',
    when: { event: 'RESEND' },
    request: { actor: 'resendOtp', input: undefined, sends: { endpoint: 'resendOtp' } },
  },
  {
    spec: '§7 Calls',
    name: 'Kirim ulang OTP berhasil memberi toast “Kode otp terkirim ke email”',
    when: { event: 'xstate.done.actor.resendOtp' },
    actions: ['notifyResent'],
    text: { in: 'toast', says: 'Kode otp terkirim ke email' },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Kirim ulang OTP 429 memberi “SPAM, coba lagi nanti”',
    when: { event: 'xstate.error.actor.resendOtp', with: { error: { status: 429 } } },
    actions: ['notifyRateLimited'],
    text: { in: 'toast', says: 'SPAM, coba lagi nanti' },
  },
  {
    spec: '§4 States and transitions',
    name: 'Sign out dari layar verifikasi menghapus sesi',
    when: { event: 'SIGN_OUT' },
    actions: ['signOut'],
  },
];

export const otpVerificationModel = {
  expectations,
  machine: otpVerificationMachine,
  actors: ['verifyOtp', 'resendOtp'],
  events: (snapshot: AnyMachineSnapshot) => [...personEvents(snapshot), ...serverAnswers],
};
