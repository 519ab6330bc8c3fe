import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import { liveFlows } from '../helpers/live-flows.ts';
import ForgotPasswordPage from '../../src/pages/auth/ForgotPasswordPage.tsx';
import { text } from '../../src/text/catalogue.ts';
import { renderScreen } from '../helpers/render-screen.tsx';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { forgotPasswordModel } from '../models/forgot-password.model.ts';

/** No pause between keystrokes and clicks: the screens react to each at once. */
const user = userEvent.setup({ delay: null });

const t = text.forgotPassword;
const emailField = () => screen.getByLabelText(t.email);

describe('forgot-password screen', () => {
  testViewPaths({
    ...forgotPasswordModel,
    machine: liveFlows.forgotPassword,
    render: ({ machine, clock, inspect }) =>
      renderScreen(<ForgotPasswordPage />, {
        runtime: { flows: { forgotPassword: machine as typeof liveFlows.forgotPassword }, clock, inspect },
        path: '/auth/forgot-password',
      }),
    userActions: {
      EMAIL_CHANGED: async (event) => {
        await user.clear(emailField());
        await user.type(emailField(), event.email);
      },
      SUBMIT: async () => user.click(screen.getByRole('button', { name: /reset password/ })),
    },
    states: {
      idle: (snapshot) => {
        expect(emailField()).toHaveValue(snapshot.context.email);
        const label = snapshot.context.sentOnce ? t.resend : t.send;
        expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
        if (snapshot.context.emailError) expect(screen.getByText(snapshot.context.emailError)).toBeInTheDocument();
      },
      sending: () => {
        expect(screen.getByRole('button', { name: /reset password/ })).toBeDisabled();
        expect(screen.getByRole('status')).toBeInTheDocument();
      },
      sent: () => {
        expect(screen.getByRole('button', { name: t.resend })).toBeEnabled();
        expect(screen.getByText(t.sent)).toBeInTheDocument();
      },
    },
  });
});
