import { text } from '../../text/catalogue.ts';
import { Modal } from '../Modal.tsx';
import { CommentsPanel, type CommentMenu, type CommentsActor } from './CommentsPanel.tsx';

/** The comments of a feed or thread card; closing it keeps the draft (the card holds it). */
export function CommentsModal({ actor, onClose, commentMenu }: { actor: CommentsActor; onClose: () => void; commentMenu?: CommentMenu }) {
  return (
    <Modal title={text.comments.title} onClose={onClose}>
      <CommentsPanel actor={actor} commentMenu={commentMenu} />
    </Modal>
  );
}
