// The account page's question to a member who signs in with the password the reset mail gave:
// shown while the current user says so, with a link to the Change Password form, until the
// member changes the password or keeps it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PersonalUser } from '../../contract/wire.ts';
import type { SafetyLists } from '../../machines/safety-lists.machine.ts';
import type { Runtime } from '../../src/app/runtime.tsx';
import type { SessionActor } from '../../src/app/session.tsx';
import AccountPage from '../../src/pages/account/AccountPage.tsx';
import { text } from '../../src/text/catalogue.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { signedInSession } from '../helpers/signed-in-session.ts';
import { mailedPasswordNoticeModel } from '../models/mailed-password-notice.model.ts';

const t = text.account.mailedPassword;
const user = userEvent.setup({ delay: null });
const withMailedPassword: PersonalUser = { ...demoUser, password_mailed: true };

const quietPage = {
  account: liveFlows.account.provide({
    actors: { fetchAccount: fromPromise(async () => ({ email: 'budi@contoh.id', created_at: '2023-08-25T03:00:00.000Z' })) },
  }),
  safetyLists: liveFlows.safetyLists.provide({
    actors: { loadSafetyLists: fromPromise(async (): Promise<SafetyLists> => ({ blocks: [], mutes: [] })) },
  }),
};

/** Signed in as `first`; loading the current user again answers `next`. */
function sessionLoading(first: PersonalUser, next: PersonalUser): SessionActor {
  const logic = liveFlows.session.provide({ actors: { fetchCurrentUser: fromPromise(async () => next) } });
  const snapshot = logic.resolveState({
    value: 'signedIn',
    context: { token: 'test-token', verified: true, email: null, user: first, landing: null, revokingToken: null, checkFailed: false, signedOutBecause: null },
  });
  return createActor(logic, { snapshot, input: { token: 'test-token', verified: true } }).start();
}

const notice = () => screen.queryByRole('region', { name: t.heading });

function renderAccount(runtime: Runtime, session: SessionActor = signedInSession(withMailedPassword)) {
  renderScreen(<AccountPage />, { runtime: { ...runtime, flows: { ...quietPage, ...runtime.flows } }, session, path: '/account' });
}

describe('the question about a mailed password', () => {
  testViewPaths({
    ...mailedPasswordNoticeModel,
    machine: liveFlows.mailedPasswordNotice,
    render: ({ machine, clock, inspect }) =>
      renderAccount({ flows: { mailedPasswordNotice: machine as typeof liveFlows.mailedPasswordNotice }, clock, inspect }),
    userActions: {
      KEEP: async () => user.click(screen.getByRole('button', { name: t.keep })),
    },
    states: {
      asking: () => {
        expect(notice()).toHaveTextContent(t.body);
        const link = within(notice()!).getByRole('link', { name: t.change });
        const form = document.getElementById(link.getAttribute('href')!.slice(1));
        expect(form).toHaveAccessibleName(text.account.changePassword);
        expect(within(notice()!).getByRole('button', { name: t.keep })).toBeEnabled();
      },
      // A busy button's name starts with its spinner's word.
      keeping: () => {
        expect(within(notice()!).getByRole('button', { name: new RegExp(`${t.keep}$`) })).toHaveAttribute('aria-busy', 'true');
      },
      kept: () => {
        expect(notice()).not.toBeInTheDocument();
      },
    },
  });
});

describe('asking once', () => {
  it('does not ask a member whose password is their own', async () => {
    renderAccount({}, signedInSession(demoUser));
    expect(await screen.findByRole('heading', { name: text.account.changePassword })).toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();
  });

  it('stops asking once the member changes the password', async () => {
    const changePassword = liveFlows.changePassword.provide({ actors: { changePassword: fromPromise(async () => {}) } });
    renderAccount({ flows: { changePassword } }, sessionLoading(withMailedPassword, { ...withMailedPassword, password_mailed: false }));
    expect(notice()).toBeInTheDocument();
    await user.click(within(notice()!).getByRole('link', { name: t.change }));
    await user.type(screen.getByLabelText(text.account.currentPassword), 'Mailed123abc');
    await user.type(screen.getByLabelText(text.account.newPassword), 'Pilihanku-2026');
    await user.type(screen.getByLabelText(text.account.confirmPassword), 'Pilihanku-2026');
    await user.click(screen.getByRole('button', { name: text.account.submit }));
    await waitFor(() => expect(notice()).not.toBeInTheDocument());
  });
});
