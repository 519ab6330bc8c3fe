// 'Laporkan', 'Blokir' and 'Bisukan' for another member's post, comment, reply or profile
// (machines/member-safety.machine.ts), 'Buka bisukan' instead of 'Bisukan' while the viewer has
// muted them; nothing on the member's own.
import { useActorRef, useSelector } from '@xstate/react';
import type { ReportTarget } from '../../../machines/report.machine.ts';
import type { CommentMenu } from '../../components/post/CommentsPanel.tsx';
import { useSafetyFlows } from '../../app/flows/safety.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { useSessionSelector } from '../../app/session.tsx';
import { OptionsMenu } from '../../components/OptionsMenu.tsx';
import { text } from '../../text/catalogue.ts';
import { BlockConfirmDialog } from './BlockConfirmDialog.tsx';
import { MuteDialog } from './MuteDialog.tsx';
import { ReportDialog } from './ReportDialog.tsx';

const t = text.safety;

interface MemberSafetyMenuProps {
  /** What 'Laporkan' reports. */
  target: ReportTarget;
  /** Who wrote it: the member blocked or muted. */
  author: string;
  /** Whether the viewer has muted the author, where the screen knows it (the profile). */
  muted?: boolean;
}

export function MemberSafetyMenu({ target, author, muted }: MemberSafetyMenuProps) {
  const viewer = useSessionSelector((snapshot) => snapshot.context.user?.username ?? '');
  // Usernames are matched without regard to case (contract §6); until the viewer is known, whose
  // content it is is not known either.
  if (viewer === '' || author.toLowerCase() === viewer.toLowerCase()) return null;
  return <OthersMenu target={target} author={author} muted={muted} />;
}

/** The menu beside a comment or reply. */
export const commentSafetyMenu: CommentMenu = ({ kind, id, author }) => (
  <MemberSafetyMenu target={{ kind, id: String(id) }} author={author} />
);

function OthersMenu({ target, author, muted }: MemberSafetyMenuProps) {
  const actor = useActorRef(useSafetyFlows().memberSafety, { ...useActorOptions(), input: { username: author, muted } });
  const state = useSelector(actor, (snapshot) => snapshot);

  return (
    <>
      <OptionsMenu
        label={t.menu(author)}
        options={[
          { label: t.report, onSelect: () => actor.send({ type: 'REPORT' }) },
          { label: t.block, onSelect: () => actor.send({ type: 'BLOCK' }) },
          state.context.muted
            ? { label: t.unmute, onSelect: () => actor.send({ type: 'UNMUTE' }) }
            : { label: t.mute, onSelect: () => actor.send({ type: 'MUTE' }) },
        ]}
      />
      {state.hasTag('reporting') && (
        <ReportDialog
          target={target}
          author={author}
          onClose={() => actor.send({ type: 'REPORT_CLOSED' })}
          onHandOver={(action) => actor.send({ type: action === 'block' ? 'BLOCK' : 'MUTE' })}
        />
      )}
      {state.hasTag('confirmingBlock') && (
        <BlockConfirmDialog username={author} blocking={state.hasTag('blockingMember')} send={actor.send} />
      )}
      {state.hasTag('choosingMute') && (
        <MuteDialog username={author} muting={state.hasTag('mutingMember')} chosen={state.context.days} send={actor.send} />
      )}
    </>
  );
}
