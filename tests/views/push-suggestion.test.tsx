// The one-time suggestion after the member's post to turn notifications on for this device.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyStateMachine } from 'xstate';
import type { DeviceState, PermissionAnswer } from '../../machines/device-push.machine.ts';
import ExplorerPage from '../../src/pages/explorer/ExplorerPage.tsx';
import { text } from '../../src/text/catalogue.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { answeringCompose, answeringFeed } from '../helpers/post-flows.ts';
import { answeringPresence } from '../helpers/presence-flows.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { signedInSession } from '../helpers/signed-in-session.ts';
import { typedThread } from '../models/thread-compose.model.ts';

const t = text.device.push;
const user = userEvent.setup({ delay: null });

/** Notifications on this device as the browser has them: `device` at first, `answer` when asked. */
function deviceWith(device: DeviceState, answer: PermissionAnswer = 'denied') {
  return liveFlows.devicePush.provide({
    actors: {
      readDevice: fromPromise(async () => device),
      askPermission: fromPromise(async () => answer),
    },
  });
}

function renderExplorer(devicePush: AnyStateMachine) {
  renderScreen(<ExplorerPage />, {
    runtime: { flows: { feed: answeringFeed([]), presence: answeringPresence(), threadCompose: answeringCompose(), devicePush } },
    session: signedInSession(demoUser),
    path: '/explorer',
  });
}

async function postThread() {
  await user.click(screen.getByRole('button', { name: text.feed.compose }));
  await user.type(screen.getByRole('textbox', { name: text.thread.textLabel }), typedThread);
  await user.click(screen.getByRole('button', { name: new RegExp(`${text.thread.post}$`) }));
  await screen.findByText(text.thread.posted);
}

const suggestion = () => screen.queryByRole('region', { name: t.heading });

describe('the notifications suggestion after a post', () => {
  it('is offered once, after the first post, and put away with ‘Nanti saja’', async () => {
    renderExplorer(deviceWith('off'));
    expect(suggestion()).not.toBeInTheDocument();
    await postThread();
    const offer = await screen.findByRole('region', { name: t.heading });
    expect(offer).toHaveTextContent(t.suggestion);
    await user.click(within(offer).getByRole('button', { name: t.later }));
    expect(suggestion()).not.toBeInTheDocument();
    await postThread();
    expect(suggestion()).not.toBeInTheDocument();
  }, 15000);

  it('follows ‘Aktifkan notifikasi’ through to the browser’s answer', async () => {
    renderExplorer(deviceWith('off', 'denied'));
    await postThread();
    const offer = await screen.findByRole('region', { name: t.heading });
    await user.click(within(offer).getByRole('button', { name: t.accept }));
    expect(await within(offer).findByText(t.denied)).toBeInTheDocument();
  });

  it('is not offered where notifications are already on', async () => {
    renderExplorer(deviceWith('subscribed'));
    await postThread();
    expect(suggestion()).not.toBeInTheDocument();
  });
});
