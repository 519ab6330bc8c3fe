import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { RegisterContext, RegisterField } from '../../machines/register.machine.ts';
import { tokenStore } from '../../src/api/token-store.ts';
import type { RegisterRequest, RegisterResponse } from '../../contract/wire.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { routes } from '../../src/app/router.tsx';
import { RuntimeProvider, type Runtime } from '../../src/app/runtime.tsx';
import { SessionProvider } from '../../src/app/session.tsx';
import RegisterPage from '../../src/pages/auth/RegisterPage.tsx';
import { text } from '../../src/text/catalogue.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { registerModel, serverFieldErrors, typedValues } from '../models/register.model.ts';
import { guestSession } from './guest-session.ts';

const t = text.register;
const user = userEvent.setup({ delay: null });

const LABELS: Record<RegisterField, string> = {
  first_name: t.firstName,
  last_name: t.lastName,
  username: t.username,
  email: t.email,
  password: t.password,
  password_confirmation: t.passwordConfirmation,
  address: t.address,
};

const fieldOf = (name: RegisterField) => screen.getByLabelText(LABELS[name]);
// While busy the button also reads the spinner's label.
const submitButton = () => screen.getByRole('button', { name: new RegExp(`${t.submit}$`) });

const renderRegister = (runtime: Runtime) => renderScreen(<RegisterPage />, { runtime, path: '/auth/register' });

async function fillAndSubmit() {
  for (const [name, value] of Object.entries(typedValues)) await user.type(fieldOf(name as RegisterField), value);
  await user.click(submitButton());
}

function expectValues({ values }: RegisterContext) {
  for (const [name, value] of Object.entries(values)) expect(fieldOf(name as RegisterField)).toHaveValue(value);
}

describe('register screen', () => {
  testViewPaths({
    ...registerModel,
    machine: liveFlows.register,
    render: ({ machine, clock, inspect }) =>
      renderRegister({ flows: { register: machine as typeof liveFlows.register }, clock, inspect }),
    userActions: {
      FIELD_CHANGED: async (event) => {
        await user.clear(fieldOf(event.field));
        await user.type(fieldOf(event.field), event.value);
      },
      SUBMIT: async () => user.click(submitButton()),
    },
    states: {
      idle: (snapshot) => {
        const context = snapshot.context as RegisterContext;
        expectValues(context);
        expect(submitButton()).toHaveProperty('disabled', !snapshot.can({ type: 'SUBMIT' }));
        for (const [name, message] of Object.entries(context.errors)) {
          expect(fieldOf(name as RegisterField)).toHaveAccessibleDescription(message);
        }
        // The confirmation has no place for a message.
        expect(screen.queryByText(serverFieldErrors.password_confirmation[0])).not.toBeInTheDocument();
        expect(screen.getByRole('link', { name: t.signIn })).toHaveAttribute('href', '/auth/login');
      },
      submitting: (snapshot) => {
        expectValues(snapshot.context as RegisterContext);
        expect(submitButton()).toBeDisabled();
        expect(screen.getByRole('status')).toBeInTheDocument();
        // Earlier messages are gone with the new attempt.
        expect(screen.queryByText(serverFieldErrors.email[0])).not.toBeInTheDocument();
      },
      registered: (snapshot) => {
        const { values } = snapshot.context as RegisterContext;
        expect(screen.getByTestId('location')).toHaveTextContent('/auth/verification');
        expect(tokenStore.read()).toEqual({ token: 'token-baru', verified: false, email: values.email });
      },
    },
  });
});

describe('register fields', () => {
  it('asks for an e-mail address in the e-mail field, not a username', () => {
    renderRegister({});
    expect(fieldOf('email')).toHaveAttribute('placeholder', 'nama@email.com');
    expect(fieldOf('email')).toHaveAttribute('type', 'email');
  });
});

describe('register refusals', () => {
  it('an unreachable server is said in a toast; everything typed stays', async () => {
    const refused = fromPromise<RegisterResponse, RegisterRequest>(() => Promise.reject({ status: 0, body: null }));
    renderRegister({ flows: { register: liveFlows.register.provide({ actors: { register: refused } }) } });

    await fillAndSubmit();

    expect(await screen.findByText(t.failed)).toBeInTheDocument();
    expect(fieldOf('email')).toHaveValue(typedValues.email);
    expect(fieldOf('password_confirmation')).toHaveValue(typedValues.password_confirmation);
  });
});

describe('registering, through the route gate', () => {
  it('lands on the OTP screen', async () => {
    const answer = { status: true as const, message: 'Success Registration', token: 'token-baru' };
    const register = liveFlows.register.provide({ actors: { register: fromPromise(async () => answer) } });
    const router = createMemoryRouter(routes, { initialEntries: ['/auth/register'] });
    render(
      <SessionProvider actor={guestSession({ ...demoUser, email_verified_at: null })}>
        <RuntimeProvider runtime={{ flows: { register } }}>
          <RouterProvider router={router} />
        </RuntimeProvider>
      </SessionProvider>,
    );
    await screen.findByLabelText(t.firstName);

    await fillAndSubmit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verification'));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/auth/verification');
  });
});
