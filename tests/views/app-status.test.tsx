// The app's status region above every screen: 'Anda sedang offline' and a write refused offline
// (machines/connection), and 'Versi baru tersedia' with its reload (machines/app-update).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect } from 'vitest';
import { fromCallback, type AnyStateMachine } from 'xstate';
import type { AppUpdateEvent } from '../../machines/app-update.machine.ts';
import { call } from '../../src/api/http.ts';
import { AppStatus } from '../../src/app/AppStatus.tsx';
import { text } from '../../src/text/catalogue.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { renderScreen } from '../helpers/render-screen.tsx';
import { appUpdateModel } from '../models/app-update.model.ts';
import { connectionModel } from '../models/connection.model.ts';

const t = text.device;
const user = userEvent.setup({ delay: null });

/** What the browser says of its connection; `announce` also fires its event. */
function setNetwork(online: boolean, announce = true) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  if (announce) window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => setNetwork(true, false));

/** Runs `calls` with the network answering every request as `answer` does. */
async function withNetwork(answer: () => Promise<Response>, calls: () => Promise<unknown>) {
  const appFetch = globalThis.fetch;
  globalThis.fetch = answer;
  try {
    await act(calls);
  } finally {
    globalThis.fetch = appFetch;
  }
}

const region = () => screen.getByRole('region', { name: t.statusLabel });

function renderStatus(flows: Record<string, AnyStateMachine>, clock: never, inspect: never) {
  renderScreen(<AppStatus />, { runtime: { flows, clock, inspect } });
}

describe('offline status', () => {
  testViewPaths({
    ...connectionModel,
    machine: liveFlows.connection,
    render: ({ machine, input, clock, inspect }) => {
      setNetwork((input as { online: boolean }).online, false);
      renderStatus({ connection: machine }, clock as never, inspect as never);
    },
    reset: () => setNetwork(true, false),
    userActions: {
      OFFLINE: async () => act(() => setNetwork(false)),
      ONLINE: async () => act(() => setNetwork(true)),
      // A device that says it is online, whose request never reaches the server.
      UNREACHABLE: async () => {
        setNetwork(true, false);
        await withNetwork(
          async () => {
            throw new TypeError('Failed to fetch');
          },
          () => expect(call('health')).rejects.toEqual({ status: 0, body: null }),
        );
      },
      // Any answer of the server.
      REACHED: async () => {
        setNetwork(true, false);
        await withNetwork(async () => Response.json({ status: true }), () => expect(call('health')).resolves.toEqual({ status: true }));
      },
      // A thread posted while the browser has no connection (its offline event may still be on its way).
      WRITE_REFUSED: async () => {
        setNetwork(false, false);
        const sent: unknown[] = [];
        const appFetch = globalThis.fetch;
        globalThis.fetch = async (...request) => {
          sent.push(request);
          throw new TypeError('Failed to fetch');
        };
        try {
          await act(() => expect(call('createThread', { body: { text: 'Nobar Sabtu?' } })).rejects.toEqual({ status: 0, body: null }));
        } finally {
          globalThis.fetch = appFetch;
        }
        expect(sent).toEqual([]);
      },
    },
    states: {
      online: () => {
        expect(region()).toBeEmptyDOMElement();
      },
      'offline.reading': () => {
        expect(region()).toHaveTextContent(t.offline);
        expect(region()).toHaveTextContent(t.offlineNote);
        expect(region()).not.toHaveTextContent(t.writeRefused);
      },
      'offline.writeRefused': () => {
        expect(region()).toHaveTextContent(t.offline);
        expect(region()).toHaveTextContent(t.writeRefused);
      },
    },
  });
});

describe('new version', () => {
  let announceNewVersion = () => {};
  testViewPaths({
    ...appUpdateModel,
    machine: liveFlows.appUpdate,
    render: ({ machine, clock, inspect }) => {
      // The browser's side: a new worker installed and waiting, when the path says so.
      const watchVersions = fromCallback<AppUpdateEvent>(({ sendBack }) => {
        announceNewVersion = () => sendBack({ type: 'NEW_VERSION_WAITING' });
      });
      renderStatus({ appUpdate: machine.provide({ actors: { watchVersions } }) }, clock as never, inspect as never);
    },
    userActions: {
      NEW_VERSION_WAITING: async () => act(() => announceNewVersion()),
      RELOAD: async () => user.click(within(region()).getByRole('button', { name: t.reload })),
    },
    states: {
      current: () => {
        expect(region()).toBeEmptyDOMElement();
      },
      waiting: () => {
        expect(region()).toHaveTextContent(t.newVersion);
        expect(within(region()).getByRole('button', { name: t.reload })).toBeEnabled();
      },
      activating: () => {
        expect(region()).toHaveTextContent(t.newVersion);
        expect(within(region()).getByRole('button', { name: t.reloading })).toBeDisabled();
      },
      reloading: () => {
        expect(within(region()).getByRole('button', { name: t.reloading })).toBeDisabled();
      },
    },
  });
});
