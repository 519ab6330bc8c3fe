import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { ThreadComposeContext } from '../../machines/thread-compose.machine.ts';
import type { PostItem } from '../../contract/wire.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import type { Runtime } from '../../src/app/runtime.tsx';
import ExplorerPage from '../../src/pages/explorer/ExplorerPage.tsx';
import { ThreadsTab } from '../../src/pages/profile/ThreadsTab.tsx';
import { text } from '../../src/text/catalogue.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { answeringCompose, answeringFeed, answeringThreads } from '../helpers/post-flows.ts';
import { threadPost } from '../helpers/post-samples.ts';
import { answeringPresence } from '../helpers/presence-flows.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { signedInSession } from '../helpers/signed-in-session.ts';
import { threadComposeModel, typedThread } from '../models/thread-compose.model.ts';

const t = text.thread;
const user = userEvent.setup({ delay: null });

const dialog = () => screen.queryByRole('dialog', { name: t.composeTitle });
const textBox = () => screen.getByRole('textbox', { name: t.textLabel });
// While busy a button also reads the spinner's label.
const postButton = () => screen.getByRole('button', { name: new RegExp(`${t.post}$`) });

function renderExplorer(runtime: Runtime) {
  renderScreen(<ExplorerPage />, {
    runtime: { ...runtime, flows: { feed: answeringFeed([]), presence: answeringPresence(), ...runtime.flows } },
    session: signedInSession(demoUser),
    path: '/explorer',
  });
}

describe('thread compose modal', () => {
  testViewPaths({
    ...threadComposeModel,
    machine: liveFlows.threadCompose,
    render: ({ machine, clock, inspect }) =>
      renderExplorer({ flows: { threadCompose: machine as typeof liveFlows.threadCompose }, clock, inspect }),
    userActions: {
      OPEN: async () => user.click(screen.getByRole('button', { name: text.feed.compose })),
      CLOSE: async () => user.click(screen.getByRole('button', { name: text.common.close })),
      TEXT_CHANGED: async (event) => user.type(textBox(), event.text),
      SUBMIT: async () => user.click(postButton()),
    },
    states: {
      closed: () => {
        expect(dialog()).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: text.feed.compose })).toBeEnabled();
      },
      'open.editing': (snapshot) => {
        const { text: typed, error } = snapshot.context as ThreadComposeContext;
        expect(dialog()).toBeInTheDocument();
        expect(textBox()).toHaveValue(typed);
        expect(textBox()).toHaveAttribute('placeholder', t.placeholder);
        if (error) expect(textBox()).toHaveAccessibleDescription(error);
        else expect(textBox()).not.toHaveAccessibleDescription();
        expect(postButton()).toHaveProperty('disabled', !snapshot.can({ type: 'SUBMIT' }));
      },
      'open.posting': (snapshot) => {
        expect(textBox()).toHaveValue((snapshot.context as ThreadComposeContext).text);
        expect(textBox()).toHaveAttribute('readonly');
        expect(postButton()).toHaveAttribute('aria-busy', 'true');
      },
    },
  });
});

describe('posting a thread', () => {
  it('on the explorer: says so, closes, and reloads the feed from the top', async () => {
    const newest = threadPost(200, demoUser.username, { thread: { slug: 's-200', text: typedThread, post_id: 200 } });
    let pages = 0;
    const feed = liveFlows.feed.provide({
      actors: { fetchFirstPage: fromPromise<PostItem[]>(async () => (pages++ === 0 ? [] : [newest])) },
    });
    renderExplorer({ flows: { feed, threadCompose: answeringCompose() } });
    await user.click(screen.getByRole('button', { name: text.feed.compose }));
    expect(textBox()).toHaveFocus();
    await user.type(textBox(), typedThread);
    await user.click(postButton());
    expect(await screen.findByText(t.posted)).toBeInTheDocument();
    expect(dialog()).not.toBeInTheDocument();
    expect(await screen.findByRole('article')).toHaveTextContent(typedThread);
    await user.click(screen.getByRole('button', { name: text.feed.compose }));
    expect(textBox()).toHaveValue('');
  });

  it('from the profile’s Buat Thread: goes to the explorer', async () => {
    renderScreen(<ThreadsTab username={demoUser.username} isOwner photo={null} onContentChanged={() => {}} />, {
      runtime: { flows: { userThreads: answeringThreads([]), threadCompose: answeringCompose() } },
      session: signedInSession(demoUser),
      path: '/profile/budi/threads',
    });
    await user.click(screen.getByRole('button', { name: t.create }));
    await user.type(textBox(), typedThread);
    await user.click(postButton());
    expect(await screen.findByTestId('location')).toHaveTextContent('/explorer');
  });

  it('a failure is said and the draft stays', async () => {
    const threadCompose = liveFlows.threadCompose.provide({
      actors: { createThread: fromPromise<void, { text: string }>(() => Promise.reject({ status: 0, body: null })) },
    });
    renderExplorer({ flows: { threadCompose } });
    await user.click(screen.getByRole('button', { name: text.feed.compose }));
    await user.type(textBox(), typedThread);
    await user.click(postButton());
    expect(await screen.findByText(t.postFailed)).toBeInTheDocument();
    expect(textBox()).toHaveValue(typedThread);
  });
});
