import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { tokenStore } from '../../src/api/token-store.ts';
import type { LoginRequest, LoginResponse } from '../../contract/wire.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { routes } from '../../src/app/router.tsx';
import { RuntimeProvider, type Runtime } from '../../src/app/runtime.tsx';
import { SessionProvider } from '../../src/app/session.tsx';
import LoginPage from '../../src/pages/auth/LoginPage.tsx';
import { text } from '../../src/text/catalogue.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { answeringPresence } from '../helpers/presence-flows.ts';
import { loginModel } from '../models/login.model.ts';
import { guestSession } from './guest-session.ts';

const t = text.login;
const user = userEvent.setup({ delay: null });
const userMailField = () => screen.getByLabelText(t.userMail);
const passwordField = () => screen.getByLabelText(t.password);
// While busy the button also reads the spinner's label.
const submitButton = () => screen.getByRole('button', { name: new RegExp(`${t.submit}$`) });

const renderLogin = (runtime: Runtime) => renderScreen(<LoginPage />, { runtime, path: '/auth/login' });

async function signIn() {
  await user.type(userMailField(), 'budi');
  await user.type(passwordField(), 'rahasia123');
  await user.click(submitButton());
}

describe('login screen', () => {
  testViewPaths({
    ...loginModel,
    machine: liveFlows.login,
    render: ({ machine, clock, inspect }) =>
      renderLogin({ flows: { login: machine as typeof liveFlows.login }, clock, inspect }),
    userActions: {
      FIELD_CHANGED: async (event) => {
        const field = event.field === 'user_mail' ? userMailField() : passwordField();
        await user.clear(field);
        await user.type(field, event.value);
      },
      SUBMIT: async () => user.click(submitButton()),
    },
    states: {
      idle: ({ context }) => {
        expect(userMailField()).toHaveValue(context.values.user_mail);
        expect(passwordField()).toHaveValue(context.values.password);
        const filled = context.values.user_mail !== '' && context.values.password !== '';
        expect(submitButton()).toHaveProperty('disabled', !filled);
        expect(screen.getByRole('link', { name: t.forgot })).toHaveAttribute('href', '/auth/forgot-password');
        expect(screen.getByRole('link', { name: t.signUp })).toHaveAttribute('href', '/auth/register');
      },
      submitting: ({ context }) => {
        expect(submitButton()).toBeDisabled();
        expect(screen.getByRole('status')).toBeInTheDocument();
        expect(userMailField()).toHaveValue(context.values.user_mail);
        expect(passwordField()).toHaveValue(context.values.password);
      },
      signedIn: ({ context }) => {
        expect(screen.getByTestId('location')).toHaveTextContent(context.verified ? '/explorer' : '/auth/verification');
        expect(tokenStore.read()).toMatchObject({
          token: context.verified ? 'token-verified' : 'token-unverified',
          verified: context.verified,
        });
      },
    },
  });
});

describe('login refusals', () => {
  it.each([
    { refusal: 'too many attempts', status: 429, message: t.spam },
    { refusal: 'wrong credentials', status: 400, message: t.invalid },
    { refusal: 'an unreachable server', status: 0, message: t.invalid },
  ])('$refusal: says so in a toast and keeps what was typed', async ({ status, message }) => {
    const refused = fromPromise<LoginResponse, LoginRequest>(() => Promise.reject({ status, body: null }));
    renderLogin({ flows: { login: liveFlows.login.provide({ actors: { login: refused } }) } });

    await signIn();

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(userMailField()).toHaveValue('budi');
    expect(passwordField()).toHaveValue('rahasia123');
  });
});

describe('signing in, through the route gate', () => {
  it.each([
    { member: 'a verified member', verified: true, destination: '/explorer' },
    { member: 'an unverified member', verified: false, destination: '/auth/verification' },
  ])('$member lands on $destination', async ({ verified, destination }) => {
    const member = { ...demoUser, email_verified_at: verified ? demoUser.email_verified_at : null };
    const answer = { status: true as const, message: 'Login Success', token: 'token', verified };
    const login = liveFlows.login.provide({ actors: { login: fromPromise(async () => answer) } });
    const router = createMemoryRouter(routes, { initialEntries: ['/auth/login'] });
    render(
      <SessionProvider actor={guestSession(member)}>
        <RuntimeProvider runtime={{ flows: { login, presence: answeringPresence() } }}>
          <RouterProvider router={router} />
        </RuntimeProvider>
      </SessionProvider>,
    );
    await screen.findByLabelText(t.userMail);

    await signIn();

    await waitFor(() => expect(router.state.location.pathname).toBe(destination));
    // Still there once the session has been checked.
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(destination);
  });
});
