// Sample events for the top-bar search, as a person sends them: a click or the arrow key opens the
// dropdown, a keyword is pasted, one more letter is typed while waiting or searching (restarting
// the wait, dropping the request), the box is cleared, the arrows move the highlight, Enter
// chooses, Esc closes. While the search waits only the clock moves; while it runs, the server.
// The results page puts its keyword in the box (a closed one, or one showing matches), and the
// page without a keyword empties it.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { searchMachine, type SearchContext } from '../../machines/search.machine.ts';
import type { MatchUser } from '../../contract/wire.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const firstKeyword = 'bu';
export const longerKeyword = 'bud';
/** The keyword of a results page opened from elsewhere. */
export const pageKeyword = 'ayu';

export const matches: MatchUser[] = [
  { first_name: 'Budi', last_name: 'Santoso', username: 'budi', foto_profile: null, bio: null },
  { first_name: 'Ayu', last_name: 'Budiman', username: 'ayu_b', foto_profile: 'http://api.test/media/avatar/ayu.jpg', bio: 'Halo' },
];

export const debounceEnds = { type: 'xstate.after.SEARCH_DEBOUNCE.search.results.waiting' };

const found = { type: 'xstate.done.actor.findUsers', output: matches };
const serverAnswers: AnyEventObject[] = [
  found,
  { type: 'xstate.done.actor.findUsers', output: [] },
  { type: 'xstate.error.actor.findUsers', error: { status: 500, body: null } },
];

const keyword = (value: string) => ({ type: 'KEYWORD_CHANGED', keyword: value });
const shown = (value: string) => ({ type: 'KEYWORD_SHOWN', keyword: value });

function personEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as SearchContext;
  const open = snapshot.matches({ dropdown: 'open' });
  if (snapshot.matches({ results: 'waiting' })) {
    return [debounceEnds, ...(context.keyword === firstKeyword ? [keyword(longerKeyword)] : [keyword('')])];
  }
  if (snapshot.matches({ results: 'searching' })) {
    return context.keyword === firstKeyword ? [keyword(longerKeyword)] : [];
  }
  if (snapshot.matches({ results: 'idle' })) {
    return open
      ? [keyword(firstKeyword), { type: 'HIGHLIGHT_NEXT' }, { type: 'CHOOSE' }, { type: 'CLOSE' }]
      : [{ type: 'OPEN' }, { type: 'HIGHLIGHT_NEXT' }, keyword(firstKeyword), shown(pageKeyword)];
  }
  // Results (or the failure row) are showing.
  if (!open) return context.keyword === pageKeyword ? [{ type: 'OPEN' }, shown('')] : [{ type: 'OPEN' }];
  // Once something is highlighted, the person presses Enter.
  if (context.highlighted !== null) return [{ type: 'CHOOSE' }];
  return [{ type: 'HIGHLIGHT_NEXT' }, { type: 'HIGHLIGHT_PREVIOUS' }, { type: 'CHOOSE' }, { type: 'CLOSE' }, keyword('')];
}

/** The keyword last typed into the box or put there by the results page. */
const lastKeyword = (events: AnyEventObject[]): string =>
  String(events.filter((event) => event.type === 'KEYWORD_CHANGED' || event.type === 'KEYWORD_SHOWN').at(-1)?.keyword ?? '').trim();

const expectations: SpecExpectation[] = [
  {
    spec: '§5 Validation rules',
    name: 'Mengetik belum mengirim pencarian: ditunggu 300 ms setelah ketukan terakhir',
    when: { event: 'KEYWORD_CHANGED', to: 'results.waiting' },
    noRequest: ['findUsers'],
  },
  {
    spec: '§7 Calls',
    name: 'Setelah 300 ms GET /find-user dikirim dengan kata kunci yang diketik',
    when: { event: debounceEnds.type },
    request: {
      actor: 'findUsers',
      input: ({ events }) => ({ keyword: lastKeyword(events) }),
      sends: ({ events }) => ({ endpoint: 'findUsers', query: { user_keyword: lastKeyword(events) } }),
    },
  },
  {
    spec: '§5 Validation rules',
    name: 'Kata kunci kosong mengosongkan hasil tanpa permintaan',
    when: { event: 'KEYWORD_CHANGED', with: { keyword: '' } },
    noRequest: ['findUsers'],
  },
  {
    spec: '§2 Screens and routes',
    name: 'Dropdown menampilkan hasil dan baris terakhir “Tampilkan semua...”',
    when: { event: found.type, with: { output: matches }, to: 'dropdown.open' },
    text: ['budi', 'Budi Santoso', 'ayu_b', 'Ayu Budiman', 'Tampilkan semua...'],
  },
  {
    spec: '§8 Error catalogue',
    name: 'Tanpa hasil, dropdown menampilkan “Tidak ada hasil”',
    when: { event: found.type, with: { output: [] }, to: 'dropdown.open' },
    text: 'Tidak ada hasil',
  },
  {
    spec: '§8 Error catalogue',
    name: 'Kegagalan pencarian hanya dicatat',
    when: { event: 'xstate.error.actor.findUsers' },
    actions: ['logFailure'],
  },
];

export const searchModel = {
  machine: searchMachine,
  expectations,
  actors: ['findUsers'],
  // Every answer is tried for the first keyword; the longer one only shows that it replaced it.
  events: (snapshot: AnyMachineSnapshot) => [
    ...personEvents(snapshot),
    ...((snapshot.context as SearchContext).keyword === firstKeyword ? serverAnswers : [found]),
  ],
};
