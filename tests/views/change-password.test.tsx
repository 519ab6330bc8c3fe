import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { ChangePasswordContext, ChangePasswordField } from '../../machines/change-password.machine.ts';
import type { ChangePasswordRequest } from '../../contract/wire.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import type { Runtime } from '../../src/app/runtime.tsx';
import AccountPage from '../../src/pages/account/AccountPage.tsx';
import { text } from '../../src/text/catalogue.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { renderScreen } from '../helpers/render-screen.tsx';
import { accountDetails } from '../models/account.model.ts';
import { changePasswordModel, typedValues } from '../models/change-password.model.ts';

const t = text.account;
const user = userEvent.setup({ delay: null });

const LABELS: Record<ChangePasswordField, string> = {
  current_password: t.currentPassword,
  password: t.newPassword,
  password_confirmation: t.confirmPassword,
};

const fieldOf = (name: ChangePasswordField) => screen.getByLabelText(LABELS[name]);
// While busy the button also reads the spinner's label.
const submitButton = () => screen.getByRole('button', { name: new RegExp(`${t.submit}$`) });

const loadedAccount = liveFlows.account.provide({ actors: { fetchAccount: fromPromise(async () => accountDetails) } });

const renderAccount = (runtime: Runtime) =>
  renderScreen(<AccountPage />, { runtime: { ...runtime, flows: { account: loadedAccount, ...runtime.flows } }, path: '/account' });

function expectValues({ values }: ChangePasswordContext) {
  for (const [name, value] of Object.entries(values)) expect(fieldOf(name as ChangePasswordField)).toHaveValue(value);
}

describe('change-password form', () => {
  testViewPaths({
    ...changePasswordModel,
    machine: liveFlows.changePassword,
    render: ({ machine, clock, inspect }) =>
      renderAccount({ flows: { changePassword: machine as typeof liveFlows.changePassword }, clock, inspect }),
    userActions: {
      FIELD_CHANGED: async (event) => {
        await user.clear(fieldOf(event.field));
        await user.type(fieldOf(event.field), event.value);
      },
      SUBMIT: async () => user.click(submitButton()),
    },
    states: {
      idle: (snapshot) => {
        const context = snapshot.context as ChangePasswordContext;
        const { errors } = context;
        expectValues(context);
        expect(submitButton()).toHaveProperty('disabled', !snapshot.can({ type: 'SUBMIT' }));
        const currentError = errors.currentPasswordWrong ? t.wrongCurrent : errors.currentPassword;
        if (currentError) expect(fieldOf('current_password')).toHaveAccessibleDescription(currentError);
        else expect(fieldOf('current_password')).not.toHaveAccessibleDescription();
        if (errors.newPassword) expect(fieldOf('password')).toHaveAccessibleDescription(errors.newPassword);
        else expect(fieldOf('password')).not.toHaveAccessibleDescription();
      },
      submitting: (snapshot) => {
        expectValues(snapshot.context as ChangePasswordContext);
        expect(submitButton()).toHaveAttribute('aria-busy', 'true');
        expect(fieldOf('current_password')).not.toHaveAccessibleDescription();
        expect(fieldOf('password')).not.toHaveAccessibleDescription();
      },
    },
  });
});

describe('change-password answers', () => {
  const answering = (answer: () => Promise<void>) =>
    renderAccount({
      flows: {
        changePassword: liveFlows.changePassword.provide({
          actors: { changePassword: fromPromise<void, ChangePasswordRequest>(answer) },
        }),
      },
    });

  async function fillAndSubmit() {
    for (const [name, value] of Object.entries(typedValues)) await user.type(fieldOf(name as ChangePasswordField), value);
    await user.click(submitButton());
  }

  it('a change is confirmed in a toast and the form empties', async () => {
    answering(async () => {});
    await fillAndSubmit();
    expect(await screen.findByText(t.changed)).toBeInTheDocument();
    for (const name of Object.keys(LABELS)) expect(fieldOf(name as ChangePasswordField)).toHaveValue('');
  });

  it('validation messages of the new password are joined under it', async () => {
    const messages = ['Password minimal 6 karakter', 'Konfirmasi password tidak sesuai'];
    answering(() => Promise.reject({ status: 400, body: { validation_errors: { password: messages } } }));
    await fillAndSubmit();
    expect(await screen.findByText('Password minimal 6 karakter , Konfirmasi password tidak sesuai')).toBeInTheDocument();
  });

  it('an unreachable server is said in a toast; what was typed stays', async () => {
    answering(() => Promise.reject({ status: 0, body: null }));
    await fillAndSubmit();
    expect(await screen.findByText(t.failed)).toBeInTheDocument();
    expect(fieldOf('current_password')).toHaveValue(typedValues.current_password);
  });
});
