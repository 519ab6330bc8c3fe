// What the server pushes reaches the screens' actors from the member shell, on the real frame:
// an event with the shell as its source (what the inspector shows), not one sent by the view.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise, type ActorRefLike, type InspectionEvent } from 'xstate';
import type { EmergencyBroadcast, PostItem } from '../../contract/wire.ts';
import type { MuteDays } from '../../machines/member-safety.machine.ts';
import ExplorerPage from '../../src/pages/explorer/ExplorerPage.tsx';
import { text } from '../../src/text/catalogue.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { TestLiveStream } from '../helpers/live-stream.tsx';
import { renderMemberShell, signedInSession } from '../helpers/member-shell.tsx';
import { threadPost } from '../helpers/post-samples.ts';
import { answeringPresence } from '../helpers/presence-flows.ts';
import { demoUser } from '../helpers/render-screen.tsx';

interface Relayed {
  source: ActorRefLike | undefined;
  target: ActorRefLike;
  type: string;
}

const machineOf = (actor: ActorRefLike | undefined) => (actor?.getSnapshot() as { machine?: { id: string } } | undefined)?.machine?.id;

const user = userEvent.setup({ delay: null });
const t = text.safety;

/** The explorer in the member frame, its feed answered with `posts` each time; counts the loads. */
function renderExplorer(posts: PostItem[] = []) {
  const stream = new TestLiveStream();
  let loads = 0;
  const relayed: Relayed[] = [];
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.event') relayed.push({ source: event.sourceRef, target: event.actorRef, type: event.event.type });
  };
  const flows = {
    liveStream: stream.machine,
    presence: answeringPresence(),
    emergencyNotice: liveFlows.emergencyNotice.provide({
      actors: { fetchLatest: fromPromise(async (): Promise<EmergencyBroadcast | null> => null) },
    }),
    feed: liveFlows.feed.provide({
      actors: {
        fetchFirstPage: fromPromise(async () => {
          loads += 1;
          return posts;
        }),
      },
    }),
    memberSafety: liveFlows.memberSafety.provide({
      actors: { muteUser: fromPromise<void, { username: string; days: MuteDays }>(async () => {}) },
    }),
  };
  renderMemberShell(signedInSession(demoUser), { flows, inspect }, '/explorer', [{ path: '/explorer', element: <ExplorerPage /> }]);
  return { stream, relayed, loads: () => loads };
}

describe('news from the member shell', () => {
  it('tells the feed of a new post with the shell as the source the inspector shows', async () => {
    const { stream, relayed } = renderExplorer();
    await screen.findByText(text.feed.empty);
    stream.open();

    stream.push('post', { post_id: 77 });

    expect(await screen.findByRole('button', { name: text.feed.newPosts(1) })).toBeEnabled();
    const announced = relayed.filter(({ type }) => type === 'POST_ANNOUNCED');
    expect(announced.map(({ source, target }) => [machineOf(source), machineOf(target)])).toEqual([['memberShell', 'feed']]);
  });

  it('tells the emergency banner of a call, from the shell', async () => {
    const { stream, relayed } = renderExplorer();
    await screen.findByText(text.feed.empty);
    stream.open();

    stream.push('emergency', { sender_id: 3, sender_first_name: 'Sari', message: 'Tolong', place: 'KM 57', map: null });

    const announced = relayed.filter(({ type }) => type === 'EMERGENCY_ANNOUNCED');
    expect(announced.map(({ source, target }) => [machineOf(source), machineOf(target)])).toEqual([['memberShell', 'emergencyNotice']]);
  });

  it('reloads the feed when the member mutes an author from a post, the shell telling it', async () => {
    const { relayed, loads } = renderExplorer([threadPost(5, 'aldi')]);
    await screen.findByRole('article');

    await user.click(screen.getByRole('button', { name: t.menu('aldi') }));
    await user.click(screen.getByRole('menuitem', { name: t.mute }));
    await user.click(within(screen.getByRole('dialog', { name: t.muteTitle('aldi') })).getByRole('button', { name: t.muteFor[7] }));

    await waitFor(() => expect(loads()).toBe(2));
    const reloads = relayed.filter(({ type }) => type === 'REFRESH');
    expect(reloads.map(({ source, target }) => [machineOf(source), machineOf(target)])).toEqual([['memberShell', 'feed']]);
  });
});
