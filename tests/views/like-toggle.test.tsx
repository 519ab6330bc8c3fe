import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise, type SimulatedClock } from 'xstate';
import type { LikeAnswer, LikeToggleContext, LikeToggleInput } from '../../machines/like-toggle.machine.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import type { Runtime } from '../../src/app/runtime.tsx';
import { PostCard } from '../../src/features/post/PostCard.tsx';
import { text } from '../../src/text/catalogue.ts';
import { TestLiveStream } from '../helpers/live-stream.tsx';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { albumPost, author } from '../helpers/post-samples.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { signedInSession } from '../helpers/signed-in-session.ts';
import { likeToggleModel } from '../models/like-toggle.model.ts';

const t = text.post;
const user = userEvent.setup({ delay: null });

const heart = () => screen.getByRole('button', { name: t.like });
const photo = () => screen.getByRole('img', { name: t.photoAlt('citra') });

let stream: TestLiveStream;

/** An album card whose liker list says whether the signed-in member (budi) liked it, in a page with a live stream. */
function renderCard(input: LikeToggleInput, runtime: Runtime) {
  const post = albumPost(41, 'citra', {
    uuid: input.uuid,
    total_like: input.total,
    liker: input.liked ? ['aldi', demoUser.username] : ['aldi'],
  });
  stream = new TestLiveStream();
  const withStream = stream.provider(runtime.clock as SimulatedClock | undefined);
  renderScreen(withStream(<PostCard post={post} author={author('citra')} />), { runtime, session: signedInSession(demoUser) });
}

function expectLike({ liked, total }: LikeToggleContext) {
  expect(heart()).toHaveAttribute('aria-pressed', String(liked));
  expect(heart()).toHaveClass(liked ? 'text-red-600' : 'text-slate-700');
  expect(screen.getByRole('button', { name: t.likes(total) })).toBeInTheDocument();
}

describe('like button', () => {
  testViewPaths({
    ...likeToggleModel,
    machine: liveFlows.likeToggle,
    render: ({ machine, input, clock, inspect }) =>
      renderCard(input as LikeToggleInput, {
        flows: { likeToggle: machine as typeof liveFlows.likeToggle },
        clock,
        inspect,
      }),
    userActions: {
      TOGGLE: async () => user.click(heart()),
      LIKE: async () => user.dblClick(photo()),
      // Someone else liked the post: the stream tells its new total.
      LIKES_COUNTED: async (event) => stream.push('counts', { post_id: event.postId, total_like: event.total }),
    },
    states: {
      idle: (snapshot) => {
        expectLike(snapshot.context as LikeToggleContext);
        expect(heart()).not.toHaveAttribute('aria-busy');
      },
      sending: (snapshot) => {
        expectLike(snapshot.context as LikeToggleContext);
        expect(heart()).toHaveAttribute('aria-busy', 'true');
      },
    },
  });
});

describe('like answers', () => {
  const answering = (answer: () => Promise<LikeAnswer>) => ({
    flows: {
      likeToggle: liveFlows.likeToggle.provide({
        actors: { toggleLike: fromPromise<LikeAnswer, { uuid: string }>(answer) },
      }),
    },
  });

  it('a failed like is taken back and said', async () => {
    renderCard({ uuid: 'album-41', postId: 41, liked: false, total: 2 }, answering(() => Promise.reject({ status: 0, body: null })));
    await user.click(heart());
    expect(await screen.findByText(t.likeFailed)).toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: t.likes(2) })).toBeInTheDocument();
  });

  it('a double-click on a liked photo keeps the like and sends nothing', async () => {
    let calls = 0;
    renderCard(
      { uuid: 'album-41', postId: 41, liked: true, total: 3 },
      answering(async () => {
        calls += 1;
        return { like: 'Unliked', total_like: 2 };
      }),
    );
    await user.dblClick(photo());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toBe(0);
  });

  it('presses while the like is saved send one request', async () => {
    let calls = 0;
    renderCard(
      { uuid: 'album-41', postId: 41, liked: false, total: 2 },
      answering(() => {
        calls += 1;
        return new Promise(() => {});
      }),
    );
    await user.click(heart());
    await user.click(heart());
    await user.click(heart());
    expect(calls).toBe(1);
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });
});
