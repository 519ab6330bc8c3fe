import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { UserThreadsContext } from '../../machines/user-threads.machine.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { ThreadsTab } from '../../src/pages/profile/ThreadsTab.tsx';
import { text } from '../../src/text/catalogue.ts';
import { formatDate } from '../../src/text/dates.ts';
import { TestLiveStream } from '../helpers/live-stream.tsx';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { answeringThreadEdit, answeringThreads } from '../helpers/post-flows.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { signedInSession } from '../helpers/signed-in-session.ts';
import { ownThreads, threadsOwner, userThreadsModel } from '../models/user-threads.model.ts';

const t = text.thread;
const user = userEvent.setup({ delay: null });
const owner = { ...demoUser, username: threadsOwner };

const cards = () => screen.queryAllByRole('article');
// While busy a button also reads the spinner's label.
const button = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}$`) });

function expectThreads(snapshot: AnyMachineSnapshot) {
  const { threads } = snapshot.context as UserThreadsContext;
  expect(cards()).toHaveLength(threads.length);
  threads.forEach((thread, index) => {
    expect(cards()[index]).toHaveTextContent(thread.thread?.text ?? '');
    expect(cards()[index]).toHaveTextContent(text.post.postedOn(formatDate(thread.created_at)));
  });
  if (threads.length === 0) expect(screen.getByText(t.empty)).toBeInTheDocument();
}

describe('threads tab', () => {
  let stream: TestLiveStream;

  testViewPaths({
    ...userThreadsModel,
    machine: liveFlows.userThreads,
    render: ({ machine, input, clock, inspect }) => {
      stream = new TestLiveStream();
      const withStream = stream.provider(clock);
      renderScreen(
        withStream(<ThreadsTab username={(input as { username: string }).username} isOwner photo={null} onContentChanged={() => {}} />),
        {
          runtime: {
            flows: { userThreads: machine as typeof liveFlows.userThreads, threadEdit: answeringThreadEdit() },
            clock,
            inspect,
          },
          session: signedInSession(owner),
          path: `/profile/${threadsOwner}/threads`,
        },
      );
    },
    userActions: {
      RETRY: async () => user.click(button(text.failure.retry)),
      REFRESH: async () => stream.push('resync'),
      // The owner deletes the newest thread through its options.
      REMOVE: async () => {
        await user.click(within(cards()[0]).getByRole('button', { name: t.options }));
        await user.click(screen.getByRole('menuitem', { name: t.delete }));
        await user.click(button(t.confirm));
      },
    },
    states: {
      loading: () => {
        expect(screen.getByRole('status')).toHaveTextContent(text.common.loading);
        expect(button(t.create)).toBeEnabled();
      },
      loaded: expectThreads,
      // The threads shown stay while they load again.
      refreshing: expectThreads,
      failed: () => {
        expect(screen.getByText(t.loadFailed)).toBeInTheDocument();
        expect(button(text.failure.retry)).toBeEnabled();
      },
    },
  });
});

describe('threads of another member', () => {
  it("shows the cards with the member's photo, likes and comments, without Buat Thread or options", async () => {
    const photo = 'http://api.test/media/avatar/owner.jpg';
    renderScreen(<ThreadsTab username={threadsOwner} isOwner={false} photo={photo} onContentChanged={() => {}} />, {
      runtime: { flows: { userThreads: answeringThreads(ownThreads) } },
      session: signedInSession({ ...demoUser, username: 'citra' }),
      path: `/profile/${threadsOwner}/threads`,
    });
    expect(await screen.findAllByRole('article')).toHaveLength(ownThreads.length);
    expect(screen.queryByRole('button', { name: t.create })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.options })).not.toBeInTheDocument();
    expect(within(cards()[0]).getByRole('link', { name: threadsOwner })).toHaveAttribute('href', `/profile/${threadsOwner}`);
    // Each card shows the member's own photo (the profile's), not the placeholder.
    for (const card of cards()) expect(card.querySelector('img')).toHaveAttribute('src', photo);
    expect(within(cards()[1]).getByRole('button', { name: text.post.like })).toHaveAttribute('aria-pressed', 'false');
    expect(within(cards()[1]).getByRole('button', { name: text.post.comments(2) })).toBeInTheDocument();
  });

  it('the owner sees which of their threads they liked', async () => {
    renderScreen(<ThreadsTab username={threadsOwner} isOwner photo={null} onContentChanged={() => {}} />, {
      runtime: { flows: { userThreads: answeringThreads(ownThreads) } },
      session: signedInSession(owner),
      path: `/profile/${threadsOwner}/threads`,
    });
    const [newest, liked] = await screen.findAllByRole('article');
    expect(within(newest).getByRole('button', { name: text.post.like })).toHaveAttribute('aria-pressed', 'false');
    expect(within(liked).getByRole('button', { name: text.post.like })).toHaveAttribute('aria-pressed', 'true');
  });
});
