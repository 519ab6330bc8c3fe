// Sample events for a post card's dialogs: the likers or the comments opened and closed, and the
// window growing to desktop width (only an open comments dialog answers it).
import { postDialogsMachine } from '../../machines/post-dialogs.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

const expectations: SpecExpectation[] = [
  {
    spec: '§2 Screens and routes',
    name: 'Jumlah suka membuka daftar “Menyukai”',
    when: { event: 'OPEN_LIKERS' },
    text: { in: { dialog: true }, says: ['Menyukai', 'aldi', 'citra'] },
  },
  {
    spec: '§2 Screens and routes',
    name: 'Jumlah komentar membuka komentar dengan “Balas” dan “Lihat balasan (1)”',
    when: { event: 'OPEN_COMMENTS' },
    text: { in: { dialog: true }, says: ['Keren banget!', 'Balas', 'Lihat balasan (1)'] },
  },
];

export const postDialogsModel = {
  machine: postDialogsMachine,
  expectations,
  actors: [],
  events: [{ type: 'OPEN_LIKERS' }, { type: 'OPEN_COMMENTS' }, { type: 'CLOSE' }, { type: 'VIEWPORT_WIDENED' }],
};
