// The session is the one owner of the token: the HTTP client asks it for the token on every
// call and tells it of a 401; the browser's storage is read once, at start, and then followed
// through the storage event, so a sign-out in one tab reaches the others (two tabs here share
// one storage; the browser tells each tab of what the others store, never of its own writes).
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { tokenStore } from '../../src/api/token-store.ts';
import { fetchAccount } from '../../src/api/users.ts';
import { startSession } from '../../src/app/link-session.ts';
import type { SessionActor } from '../../src/app/session.tsx';
import { liveFlows } from '../helpers/live-flows.ts';
import { demoUser } from '../helpers/render-screen.tsx';

const network = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
vi.stubGlobal('fetch', network);

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const answeringSession = liveFlows.session.provide({
  actors: { fetchCurrentUser: fromPromise(async () => demoUser), logout: fromPromise(async () => {}) },
});

/**
 * One tab's session, started the way the app starts it: from what the browser stores, with the
 * client linked to it (the last tab opened is the one whose calls the tests make).
 */
function openTab(flow = answeringSession): SessionActor {
  return startSession(flow, tokenStore.read());
}

/** What the browser does in every other tab after one tab wrote the storage. */
function tellOtherTabs(key: string | null): void {
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
}

const sentToken = () => new Headers(network.mock.calls.at(-1)?.[1]?.headers).get('Authorization');

const tabs: SessionActor[] = [];
const tab = (flow = answeringSession) => {
  const opened = openTab(flow);
  tabs.push(opened);
  return opened;
};

beforeEach(() => {
  network.mockReset().mockImplementation(async () => json(200, { status: true, message: 'ok', data: {} }));
  tokenStore.write({ token: 'budi-token', verified: true, email: null });
});

afterEach(() => tabs.splice(0).forEach((opened) => opened.stop()));

describe('the session owns the token', () => {
  it('sends the stored token with the first call, the current user at start', async () => {
    network.mockImplementation(async () => json(200, { status: true, message: 'ok', data: demoUser }));
    const session = tab(liveFlows.session);
    await waitFor(() => expect(session.getSnapshot().value).toBe('signedIn'));
    expect(network.mock.calls[0][0]).toBe('/api/v1/personal-user');
    expect(new Headers(network.mock.calls[0][1]?.headers).get('Authorization')).toBe('Bearer budi-token');
  });

  it('sends the token the session holds, not what the browser stores now', async () => {
    const session = tab();
    await waitFor(() => expect(session.getSnapshot().value).toBe('signedIn'));
    localStorage.setItem('token', 'written-behind-its-back');

    await fetchAccount().catch(() => undefined);
    expect(sentToken()).toBe('Bearer budi-token');
  });

  it('ends the session when a signed-in call answers 401', async () => {
    const session = tab();
    await waitFor(() => expect(session.getSnapshot().value).toBe('signedIn'));
    network.mockImplementation(async () => json(401, { message: 'Unauthenticated.' }));

    await expect(fetchAccount()).rejects.toMatchObject({ status: 401 });
    expect(session.getSnapshot().value).toBe('signedOut');
    expect(tokenStore.read().token).toBeNull();
  });

  it('keeps the reason a 401 gives for a suspension, for the login page to say why', async () => {
    const session = tab();
    await waitFor(() => expect(session.getSnapshot().value).toBe('signedIn'));
    const because = 'Akun ditangguhkan hingga 8 Maret 2026';
    network.mockImplementation(async () => json(401, { message: 'Unauthenticated.', signed_out: { reason: 'suspended', message: because } }));

    await expect(fetchAccount()).rejects.toMatchObject({ status: 401 });
    expect(session.getSnapshot()).toMatchObject({ value: 'signedOut', context: { token: null, signedOutBecause: because } });
    expect(tokenStore.read().token).toBeNull();
  });

  it('says why at start too, when the stored session was ended by a suspension', async () => {
    const because = 'Akun ditangguhkan';
    network.mockImplementation(async () => json(401, { message: 'Unauthenticated.', signed_out: { reason: 'suspended', message: because } }));
    const session = tab(liveFlows.session);

    await waitFor(() => expect(session.getSnapshot().value).toBe('signedOut'));
    expect(session.getSnapshot().context).toMatchObject({ token: null, signedOutBecause: because, checkFailed: false });
  });

  it('signs out every other tab when one tab signs out, without a navigation', async () => {
    const first = tab();
    const second = tab();
    await waitFor(() => expect([first, second].map((opened) => opened.getSnapshot().value)).toEqual(['signedIn', 'signedIn']));
    // The second tab's calls are the ones made next (it was opened last).

    first.send({ type: 'SIGN_OUT' });
    tellOtherTabs(null);

    await waitFor(() => expect(second.getSnapshot().value).toBe('signedOut'));
    expect(second.getSnapshot().context).toMatchObject({ token: null, user: null });
    await fetchAccount().catch(() => undefined);
    expect(sentToken()).toBeNull();
  });

  it('signs another tab in when one tab signs in, and leaves for the feed', async () => {
    localStorage.clear();
    const first = tab();
    const second = tab();
    first.send({ type: 'SIGNED_IN', token: 'ayu-token', verified: true });
    tellOtherTabs('token');

    await waitFor(() => expect(second.getSnapshot().value).toBe('signedIn'));
    expect(second.getSnapshot().context).toMatchObject({ token: 'ayu-token', landing: 'explorer' });
  });

  it('leaves a tab as it is when the storage event is about another storage or key', async () => {
    const session = tab();
    await waitFor(() => expect(session.getSnapshot().value).toBe('signedIn'));
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', storageArea: sessionStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', storageArea: localStorage }));
    expect(session.getSnapshot().value).toBe('signedIn');
  });
});
