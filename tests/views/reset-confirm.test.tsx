import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { ResetConfirmInput } from '../../machines/reset-confirm.machine.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import ResetConfirmPage from '../../src/pages/auth/ResetConfirmPage.tsx';
import { text } from '../../src/text/catalogue.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { renderScreen } from '../helpers/render-screen.tsx';
import { resetConfirmModel } from '../models/reset-confirm.model.ts';

const t = text.resetConfirm;

/** URL-safe base64 of the text's UTF-8 bytes, without padding (the page has no Node Buffer). */
function base64Url(value: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(value));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The link as mailed: the e-mail in URL-safe base64; an unreadable one has characters base64 lacks. */
function linkFor({ token, email }: ResetConfirmInput): string {
  const segment = email === null ? 'bukan*base64' : base64Url(email);
  return `/auth/reset-password/${token}/${segment}`;
}

describe('reset-confirm screen', () => {
  testViewPaths({
    ...resetConfirmModel,
    machine: liveFlows.resetConfirm,
    render: ({ machine, input, clock, inspect }) =>
      renderScreen(<ResetConfirmPage />, {
        runtime: { flows: { resetConfirm: machine as typeof liveFlows.resetConfirm }, clock, inspect },
        path: linkFor(input as ResetConfirmInput),
        routePath: '/auth/reset-password/:token/:email',
      }),
    userActions: {},
    states: {
      loading: () => {
        expect(screen.getByRole('status')).toHaveTextContent(t.loading);
      },
      success: () => {
        expect(screen.getByRole('status')).toHaveTextContent(t.success);
        expect(screen.getByRole('link', { name: t.toLogin })).toHaveAttribute('href', '/auth/login');
      },
      invalid: () => {
        expect(screen.getByRole('alert')).toHaveTextContent(t.invalid);
        expect(screen.getByRole('link', { name: t.resetAgain })).toHaveAttribute('href', '/auth/forgot-password');
      },
    },
  });
});
