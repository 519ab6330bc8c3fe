import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { OTP_CODE_LENGTH } from '../../contract/limits.ts';
import type { OtpVerificationContext } from '../../machines/otp-verification.machine.ts';
import { tokenStore } from '../../src/api/token-store.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import type { Runtime } from '../../src/app/runtime.tsx';
import type { SessionActor } from '../../src/app/session.tsx';
import OtpVerificationPage from '../../src/pages/auth/OtpVerificationPage.tsx';
import { text } from '../../src/text/catalogue.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { demoUser, renderScreen, testSession } from '../helpers/render-screen.tsx';
import { otpVerificationModel } from '../models/otp-verification.model.ts';

const t = text.otp;
const user = userEvent.setup({ delay: null });
const storedEmail = 'budi@contoh.id';

const box = (index: number) => screen.getByLabelText(t.digitLabel(index + 1));
// While busy a button also reads the spinner's label.
const sendButton = () => screen.getByRole('button', { name: new RegExp(`${t.send}$`) });
const resendButton = () => screen.getByRole('button', { name: new RegExp(`${t.resend}$`) });

let session: SessionActor;

function renderOtp(runtime: Runtime, email: string | null = storedEmail) {
  session = testSession({ ...demoUser, email_verified_at: null }, email);
  renderScreen(<OtpVerificationPage />, { runtime, session, path: '/auth/verification' });
}

function expectCode(digits: string[]) {
  digits.forEach((digit, index) => expect(box(index)).toHaveValue(digit));
}

describe('OTP verification screen', () => {
  testViewPaths({
    ...otpVerificationModel,
    machine: liveFlows.otpVerification,
    render: ({ machine, clock, inspect }) =>
      renderOtp({ flows: { otpVerification: machine as typeof liveFlows.otpVerification }, clock, inspect }),
    userActions: {
      DIGIT_CHANGED: async ({ index, value }) => {
        if (value === '') {
          await user.click(box(index));
          return user.keyboard('{Backspace}');
        }
        // Past the first box, focus has moved on by itself.
        if (index === 0) await user.click(box(0));
        else expect(box(index)).toHaveFocus();
        await user.keyboard(value);
      },
      CODE_PASTED: async (event) => {
        await user.click(box(0));
        await user.paste(event.text);
      },
      SUBMIT: async () => user.click(sendButton()),
      RESEND: async () => user.click(resendButton()),
      SIGN_OUT: async () => user.click(screen.getByRole('button', { name: t.signOut })),
    },
    states: {
      'active.code.editing,resend.ready': (snapshot) => {
        expect(screen.getByText(storedEmail)).toBeInTheDocument();
        expectCode((snapshot.context as OtpVerificationContext).digits);
        expect(sendButton()).toHaveProperty('disabled', !snapshot.can({ type: 'SUBMIT' }));
        expect(resendButton()).toBeEnabled();
      },
      'active.code.verifying,resend.ready': (snapshot) => {
        expectCode((snapshot.context as OtpVerificationContext).digits);
        expect(sendButton()).toHaveAttribute('aria-busy', 'true');
        expect(box(0)).toHaveAttribute('readonly');
      },
      'active.code.editing,resend.resending': () => {
        expect(resendButton()).toHaveAttribute('aria-busy', 'true');
        expect(resendButton()).toBeDisabled();
      },
      'active.code.editing,resend.coolingDown': (snapshot) => {
        const { resendSecondsLeft } = snapshot.context as OtpVerificationContext;
        expect(resendButton()).toBeDisabled();
        expect(screen.getByText(t.resendWait(resendSecondsLeft))).toBeInTheDocument();
      },
      verified: () => {
        expect(screen.getByTestId('location')).toHaveTextContent('/explorer');
        expect(session.getSnapshot().context.verified).toBe(true);
        expect(session.getSnapshot().context.email).toBeNull();
        expect(tokenStore.read().email).toBeNull();
      },
      signedOut: () => {
        expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
        expect(session.getSnapshot().context.token).toBeNull();
      },
    },
  });
});

describe('OTP boxes and focus', () => {
  const renderLive = () => renderOtp({});

  it('moves to the next box after an entry and back on Backspace in an empty box', async () => {
    renderLive();
    await user.click(box(0));
    await user.keyboard('7');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(0)).toHaveFocus();
    expect(box(0)).toHaveValue('7');
  });

  it('keeps focus where it is when the character is refused', async () => {
    renderLive();
    await user.click(box(0));
    await user.keyboard('#');
    expect(box(0)).toHaveValue('');
    expect(box(0)).toHaveFocus();
  });

  it('fills every box from a pasted code and focuses the last', async () => {
    renderLive();
    await user.click(box(2));
    await user.paste(' 12 34 56 ');
    expectCode('123456'.split(''));
    expect(box(OTP_CODE_LENGTH - 1)).toHaveFocus();
  });

  it('names the address generically when the browser has none', () => {
    renderOtp({}, null);
    expect(screen.getByText(t.yourEmail)).toBeInTheDocument();
  });
});

describe('OTP answers', () => {
  const withAnswers = (verifyError: unknown, resendError: unknown) =>
    renderOtp({
      flows: {
        otpVerification: liveFlows.otpVerification.provide({
          actors: {
            verifyOtp: fromPromise<void, { otpCode: string }>(() => Promise.reject(verifyError)),
            resendOtp: fromPromise<void>(() => (resendError ? Promise.reject(resendError) : Promise.resolve())),
          },
        }),
      },
    });

  it.each([
    { answer: 'a wrong code', error: { status: 400, body: null }, message: t.invalid },
    { answer: 'an unreachable server', error: { status: 0, body: null }, message: t.failed },
  ])('verify refused with $answer: says so and keeps the code', async ({ error, message }) => {
    withAnswers(error, null);
    await user.click(box(0));
    await user.paste('482915');
    await user.click(sendButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expectCode('482915'.split(''));
  });

  it.each([
    { answer: 'sent', error: null, message: t.resent },
    { answer: 'too many requests', error: { status: 429, body: null }, message: t.spam },
    { answer: 'a server failure', error: { status: 500, body: null }, message: t.failed },
  ])('resend $answer: says so', async ({ error, message }) => {
    withAnswers(null, error);
    await user.click(resendButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
