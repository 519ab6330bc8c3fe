// 'Laporkan', 'Blokir' and 'Bisukan' in the "…" menu of another member's post card, with the
// report dialog, the block confirmation and the mute choice they open; on the profile of a
// member the viewer has muted, 'Buka bisukan' in its place.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { MemberSafetyContext, MemberSafetyInput, MuteDays } from '../../machines/member-safety.machine.ts';
import { PostCard } from '../../src/features/post/PostCard.tsx';
import { ProfileHeader } from '../../src/pages/profile/ProfileHeader.tsx';
import { text } from '../../src/text/catalogue.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { author, threadPost } from '../helpers/post-samples.ts';
import { demoUser, renderScreen, testSession } from '../helpers/render-screen.tsx';
import { memberSafetyModel } from '../models/member-safety.model.ts';
import { loadedProfile } from '../models/profile-load.model.ts';

const t = text.safety;
const user = userEvent.setup({ delay: null });

const othersThread = threadPost(41, 'aldi');
const ownThread = threadPost(42, demoUser.username);
/** aldi's profile as the viewer who muted him until further notice sees it. */
const mutedProfile = { ...loadedProfile, data: { ...loadedProfile.data, username: 'aldi' }, mute: { until: null } };

/** Every report is accepted: the hand-over to a block or mute follows. */
const acceptingReports = () => liveFlows.report.provide({ actors: { createReport: fromPromise(async () => {}) } });

const menuButton = () => screen.queryByRole('button', { name: t.menu('aldi') });
const dialogNamed = (name: string) => screen.queryByRole('dialog', { name });
/** The report dialog of the post or of the member, whichever screen the path is on. */
const reportDialog = () => dialogNamed(t.reportTitle.post) ?? dialogNamed(t.reportTitle.user);
const durationLabel = (days: MuteDays) => (days === null ? t.muteFor.untilLifted : t.muteFor[days]);

async function choose(option: string) {
  await user.click(menuButton()!);
  await user.click(screen.getByRole('menuitem', { name: option }));
}

/** From the menu, or, with the report dialog open, by sending a report and taking its offer. */
async function chooseOrHandOver(option: string, offer: string) {
  if (!reportDialog()) return choose(option);
  await user.click(screen.getByRole('radio', { name: t.categories.spam }));
  await user.click(screen.getByRole('button', { name: t.send }));
  await user.click(await screen.findByRole('button', { name: offer }));
}

function renderCard() {
  renderScreen(<PostCard post={othersThread} author={author('aldi')} />, { session: testSession(demoUser) });
}

describe('safety options on another member’s post', () => {
  testViewPaths({
    ...memberSafetyModel,
    machine: liveFlows.memberSafety,
    // The profile knows whether the viewer muted the member; a post card does not.
    render: ({ machine, input, clock, inspect }) =>
      renderScreen(
        (input as MemberSafetyInput).muted ? (
          <ProfileHeader profile={mutedProfile} isOwner={false} />
        ) : (
          <PostCard post={othersThread} author={author('aldi')} />
        ),
        {
          runtime: { flows: { memberSafety: machine as typeof liveFlows.memberSafety, report: acceptingReports() }, clock, inspect },
          session: testSession(demoUser),
        },
      ),
    userActions: {
      REPORT: async () => choose(t.report),
      REPORT_CLOSED: async () => user.click(within(reportDialog()!).getByRole('button', { name: t.cancel })),
      BLOCK: async () => chooseOrHandOver(t.block, t.blockAuthor('aldi')),
      MUTE: async () => chooseOrHandOver(t.mute, t.muteAuthor('aldi')),
      UNMUTE: async () => choose(t.unmute),
      CONFIRM: async () => user.click(within(dialogNamed(t.confirmBlock('aldi'))!).getByRole('button', { name: t.block })),
      CANCEL: async () => user.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.cancel })),
      MUTE_FOR: async (event) =>
        user.click(within(dialogNamed(t.muteTitle('aldi'))!).getByRole('button', { name: durationLabel((event as unknown as { days: MuteDays }).days) })),
    },
    states: {
      idle: () => {
        expect(menuButton()).toBeInTheDocument();
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      },
      reporting: () => {
        expect(reportDialog()).toBeInTheDocument();
      },
      confirmingBlock: () => {
        const dialog = dialogNamed(t.confirmBlock('aldi'))!;
        expect(dialog).toHaveTextContent(t.confirmBlockBody('aldi'));
        expect(within(dialog).getByRole('button', { name: t.block })).toBeEnabled();
      },
      blocking: () => {
        const dialog = dialogNamed(t.confirmBlock('aldi'))!;
        expect(within(dialog).getByRole('button', { name: new RegExp(`${t.block}$`) })).toHaveAttribute('aria-busy', 'true');
        expect(within(dialog).getByRole('button', { name: t.cancel })).toBeDisabled();
      },
      choosingMute: () => {
        const dialog = dialogNamed(t.muteTitle('aldi'))!;
        for (const label of [t.muteFor[1], t.muteFor[7], t.muteFor[30], t.muteFor.untilLifted]) {
          expect(within(dialog).getByRole('button', { name: label })).toBeEnabled();
        }
      },
      muting: (snapshot) => {
        const dialog = dialogNamed(t.muteTitle('aldi'))!;
        const { days } = snapshot.context as MemberSafetyContext;
        expect(within(dialog).getByRole('button', { name: new RegExp(`${durationLabel(days)}$`) })).toHaveAttribute('aria-busy', 'true');
      },
      unmuting: () => {
        expect(menuButton()).toBeInTheDocument();
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      },
    },
  });
});

describe('safety options offered', () => {
  it('are not offered on the member’s own post', async () => {
    renderScreen(
      <>
        <PostCard post={ownThread} author={author(demoUser.username)} />
        <PostCard post={othersThread} author={author('aldi')} />
      </>,
      { session: testSession(demoUser) },
    );
    // Offered on the other post: the viewer is known.
    expect(await screen.findByRole('button', { name: t.menu('aldi') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.menu(demoUser.username) })).not.toBeInTheDocument();
  });

  it('offer Laporkan, Blokir and Bisukan on another member’s post', async () => {
    renderCard();
    await user.click(await screen.findByRole('button', { name: t.menu('aldi') }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([t.report, t.block, t.mute]);
  });
});
