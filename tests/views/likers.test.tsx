import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LikersContext } from '../../machines/likers.machine.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { LikersModal } from '../../src/features/post/LikersModal.tsx';
import { PostCard } from '../../src/features/post/PostCard.tsx';
import { text } from '../../src/text/catalogue.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { answeringLikers } from '../helpers/post-flows.ts';
import { albumPost, author, sampleLikers } from '../helpers/post-samples.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { signedInSession } from '../helpers/signed-in-session.ts';
import { likersModel } from '../models/likers.model.ts';

const t = text.likers;
const user = userEvent.setup({ delay: null });

const dialog = () => screen.getByRole('dialog', { name: t.title });

describe('likers modal', () => {
  testViewPaths({
    ...likersModel,
    machine: liveFlows.likers,
    render: ({ machine, input, clock, inspect }) =>
      renderScreen(<LikersModal postId={(input as { postId: number }).postId} onClose={() => {}} />, {
        runtime: { flows: { likers: machine as typeof liveFlows.likers }, clock, inspect },
        session: signedInSession(demoUser),
      }),
    userActions: {
      RETRY: async () => user.click(screen.getByRole('button', { name: text.failure.retry })),
    },
    states: {
      loading: () => {
        expect(within(dialog()).getByRole('status')).toHaveTextContent(text.common.loading);
      },
      loaded: (snapshot) => {
        const { likers } = snapshot.context as LikersContext;
        if (likers.length === 0) expect(within(dialog()).getByText(t.empty)).toBeInTheDocument();
        for (const liker of likers) {
          const link = within(dialog()).getByRole('link', { name: liker.username });
          expect(link).toHaveAttribute('href', `/profile/${liker.username}`);
          expect(within(dialog()).getByText(liker.first_name)).toBeInTheDocument();
        }
        expect(within(dialog()).queryByRole('status')).not.toBeInTheDocument();
      },
      failed: () => {
        expect(within(dialog()).getByText(t.loadFailed)).toBeInTheDocument();
        expect(screen.getByRole('button', { name: text.failure.retry })).toBeEnabled();
      },
    },
  });
});

describe('likers from a card', () => {
  it('the like count opens the list, Esc closes it', async () => {
    renderScreen(<PostCard post={albumPost(41)} author={author('citra')} />, {
      runtime: { flows: { likers: answeringLikers(sampleLikers) } },
      session: signedInSession(demoUser),
    });
    await user.click(screen.getByRole('button', { name: text.post.likes(2) }));
    expect(await within(dialog()).findByRole('link', { name: 'citra' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.post.likes(2) })).toHaveFocus();
  });
});
