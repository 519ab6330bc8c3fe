// Sample events for a post card's dialogs: the likers or the comments opened and closed, and the
// window growing to desktop width (only an open comments dialog answers it).
import { postDialogsMachine } from '../../machines/post-dialogs.machine.ts';

export const postDialogsModel = {
  machine: postDialogsMachine,
  actors: [],
  events: [{ type: 'OPEN_LIKERS' }, { type: 'OPEN_COMMENTS' }, { type: 'CLOSE' }, { type: 'VIEWPORT_WIDENED' }],
};
