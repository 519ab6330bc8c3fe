import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import type { FeedContext } from '../../machines/feed.machine.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import ExplorerPage from '../../src/pages/explorer/ExplorerPage.tsx';
import { text } from '../../src/text/catalogue.ts';
import { TestLiveStream } from '../helpers/live-stream.tsx';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { answeringCompose } from '../helpers/post-flows.ts';
import { answeringPresence } from '../helpers/presence-flows.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { signedInSession } from '../helpers/signed-in-session.ts';
import { expectStoredPhoto } from '../helpers/stored-pictures.ts';
import { feedModel } from '../models/feed.model.ts';

const t = text.feed;
const user = userEvent.setup({ delay: null });

// While busy a button also reads the spinner's label.
const button = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}$`) });
const queryButton = (name: string) => screen.queryByRole('button', { name: new RegExp(`${name}$`) });
const cards = () => screen.queryAllByRole('article');

/** The pill over the feed counts the announced posts; while they load it is busy. */
function expectNewPostsPill({ announced, showingNew }: FeedContext) {
  if (announced.length === 0) {
    expect(screen.queryByRole('button', { name: /postingan baru$/ })).not.toBeInTheDocument();
    return;
  }
  const pill = button(t.newPosts(announced.length));
  if (showingNew) expect(pill).toHaveAttribute('aria-busy', 'true');
  else expect(pill).toBeEnabled();
}

function expectPosts(context: FeedContext) {
  const { posts } = context;
  expectNewPostsPill(context);
  expect(cards()).toHaveLength(posts.length);
  const firstAlbum = posts.findIndex((post) => post.album);
  posts.forEach((post, index) => {
    const shown = post.thread?.text ?? post.album?.caption ?? '';
    expect(cards()[index]).toHaveTextContent(shown);
    if (post.album) {
      const photo = within(cards()[index]).getByRole('img', { name: text.post.photoAlt(post.user!.username) });
      // Only the topmost photo is loaded at once.
      expectStoredPhoto(photo, post.album.contents[0].content, { eager: index === firstAlbum });
    }
  });
}

describe('explorer feed', () => {
  let stream: TestLiveStream;

  testViewPaths({
    ...feedModel,
    machine: liveFlows.feed,
    render: ({ machine, clock, inspect }) => {
      stream = new TestLiveStream();
      renderScreen(stream.provider(clock)(<ExplorerPage />), {
        runtime: {
          flows: { feed: machine as typeof liveFlows.feed, threadCompose: answeringCompose(), presence: answeringPresence() },
          clock,
          inspect,
        },
        session: signedInSession(demoUser),
        path: '/explorer',
      });
    },
    userActions: {
      // Another member posted: the stream tells its id.
      POST_ANNOUNCED: async (event) => stream.push('post', { post_id: event.postId }),
      SHOW_NEW: async () => user.click(button(t.newPosts(1))),
      SHOW_MORE: async () => user.click(queryButton(t.showMore) ?? button(text.failure.retry)),
      RETRY: async () => user.click(button(text.failure.retry)),
      // The feed refreshes when a thread is posted.
      REFRESH: async () => {
        await user.click(screen.getByRole('button', { name: t.compose }));
        await user.type(screen.getByRole('textbox', { name: text.thread.textLabel }), 'Halo semua');
        await user.click(button(text.thread.post));
      },
    },
    states: {
      loading: () => {
        expect(screen.getByRole('heading', { name: text.pages.explorer })).toBeInTheDocument();
        expect(screen.getByRole('status')).toHaveTextContent(text.common.loading);
        expect(cards()).toHaveLength(0);
      },
      failed: () => {
        expect(screen.getAllByText(t.loadFailed).length).toBeGreaterThan(0);
        expect(button(text.failure.retry)).toBeEnabled();
        expect(cards()).toHaveLength(0);
      },
      loaded: (snapshot) => {
        const context = snapshot.context as FeedContext;
        expectPosts(context);
        if (context.posts.length === 0) expect(screen.getByText(t.empty)).toBeInTheDocument();
        if (snapshot.can({ type: 'SHOW_MORE' })) expect(button(t.showMore)).toBeEnabled();
        else expect(queryButton(t.showMore)).not.toBeInTheDocument();
        expect(screen.queryByText(t.end)).not.toBeInTheDocument();
      },
      loadingMore: (snapshot) => {
        expectPosts(snapshot.context as FeedContext);
        expect(button(t.showMore)).toHaveAttribute('aria-busy', 'true');
      },
      moreFailed: (snapshot) => {
        expectPosts(snapshot.context as FeedContext);
        expect(screen.getByText(t.moreFailed)).toBeInTheDocument();
        expect(button(text.failure.retry)).toBeEnabled();
      },
      complete: (snapshot) => {
        expectPosts(snapshot.context as FeedContext);
        expect(screen.getByText(t.end)).toBeInTheDocument();
        expect(queryButton(t.showMore)).not.toBeInTheDocument();
      },
    },
  });
});
