// A post card's dialogs: who liked it and its comments, and the comments dialog closing when the
// window grows to desktop width (spec §9), its draft kept by the card.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DESKTOP_MIN_WIDTH_PX } from '../../machines/post-dialogs.machine.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import type { Runtime } from '../../src/app/runtime.tsx';
import { PostCard } from '../../src/features/post/PostCard.tsx';
import { text } from '../../src/text/catalogue.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { answeringComments, answeringLikers } from '../helpers/post-flows.ts';
import { author, sampleComments, sampleLikers, threadPost } from '../helpers/post-samples.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { DESKTOP_WIDTH, PHONE_WIDTH, showAtConfiguredWidth, showAtWidth } from '../helpers/screen-width.ts';
import { signedInSession } from '../helpers/signed-in-session.ts';
import { postDialogsModel } from '../models/post-dialogs.model.ts';

const user = userEvent.setup({ delay: null });

const post = threadPost(41, 'aldi', { total_like: sampleLikers.length, total_comment: 3 });
const likesButton = () => screen.getByRole('button', { name: text.post.likes(post.total_like) });
const commentsButton = () => screen.getByRole('button', { name: /Comment$/ });
const likersDialog = () => screen.queryByRole('dialog', { name: text.likers.title });
const commentsDialog = () => screen.queryByRole('dialog', { name: text.comments.title });
const messageBox = () => screen.getByRole('textbox', { name: text.comments.message });

function renderCard(runtime: Runtime = {}) {
  renderScreen(<PostCard post={post} author={author('aldi')} />, {
    runtime: {
      ...runtime,
      flows: { likers: answeringLikers(sampleLikers), commentTarget: answeringComments(sampleComments), ...runtime.flows },
    },
    session: signedInSession(demoUser),
  });
}


// Members open the dialogs on a phone-sized window; the breakpoint is crossed on purpose.
beforeEach(() => showAtWidth(PHONE_WIDTH));
afterAll(showAtConfiguredWidth);

describe('post card dialogs', () => {
  testViewPaths({
    ...postDialogsModel,
    machine: liveFlows.postDialogs,
    render: ({ machine, clock, inspect }) =>
      renderCard({ flows: { postDialogs: machine as typeof liveFlows.postDialogs }, clock, inspect }),
    userActions: {
      OPEN_LIKERS: async () => user.click(likesButton()),
      OPEN_COMMENTS: async () => user.click(commentsButton()),
      CLOSE: async () => user.click(screen.getByRole('button', { name: text.common.close })),
      VIEWPORT_WIDENED: async () => {
        await showAtWidth(PHONE_WIDTH);
        await showAtWidth(DESKTOP_WIDTH);
      },
    },
    states: {
      closed: () => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(likesButton()).toBeEnabled();
        expect(commentsButton()).toBeEnabled();
      },
      likers: () => {
        expect(within(likersDialog()!).getByText(sampleLikers[0].username)).toBeInTheDocument();
        expect(commentsDialog()).not.toBeInTheDocument();
      },
      comments: () => {
        expect(within(commentsDialog()!).getByText(sampleComments[0].comment_text)).toBeInTheDocument();
        expect(likersDialog()).not.toBeInTheDocument();
      },
    },
  });
});

describe('comments dialog and the window width', () => {
  it('closes when the window grows past 768 px, and the draft is there on reopening', async () => {
    renderCard();
    await user.click(commentsButton());
    await within(commentsDialog()!).findByText(sampleComments[0].comment_text);
    await user.type(messageBox(), 'Belum selesai');

    await showAtWidth(DESKTOP_MIN_WIDTH_PX - 1);
    expect(commentsDialog()).toBeInTheDocument();
    await showAtWidth(DESKTOP_MIN_WIDTH_PX);
    await waitFor(() => expect(commentsDialog()).not.toBeInTheDocument());

    await user.click(commentsButton());
    expect(await screen.findByRole('textbox', { name: text.comments.message })).toHaveValue('Belum selesai');
  });

  it('stays open when opened at desktop width and the window changes within it', async () => {
    await showAtWidth(DESKTOP_WIDTH);
    renderCard();
    await user.click(commentsButton());
    await showAtWidth(1600);
    await showAtWidth(DESKTOP_MIN_WIDTH_PX);
    expect(commentsDialog()).toBeInTheDocument();
  });

  it('leaves the likers dialog open: the rule is the comments dialog’s', async () => {
    renderCard();
    await user.click(likesButton());
    await showAtWidth(DESKTOP_WIDTH);
    expect(likersDialog()).toBeInTheDocument();
  });
});
