// User search in the top bar. The keyword is sent 300 ms after the last keystroke; a newer
// keystroke stops the request still running, so an older answer never replaces a newer one. The
// dropdown (up to six matches and a last 'show all' row) opens on focus, a click or typing, closes on
// Esc or a click elsewhere, and is worked with the arrow keys and Enter. The results page puts
// its keyword in the box (searched for like a typed one) without opening the dropdown.
import { and, assign, emit, fromPromise, setup } from 'xstate';
import type { MatchUser } from '../contract/wire.ts';

export const SEARCH_DEBOUNCE_MS = 300;
export const DROPDOWN_LIMIT = 6;

export interface SearchContext {
  keyword: string;
  results: MatchUser[];
  /** The highlighted option: a result's index, or results.length for the 'show all' row. */
  highlighted: number | null;
}

export type SearchEvent =
  /** Focus or a click on the box. */
  | { type: 'OPEN' }
  | { type: 'KEYWORD_CHANGED'; keyword: string }
  /** The results page shows this keyword. */
  | { type: 'KEYWORD_SHOWN'; keyword: string }
  | { type: 'HIGHLIGHT_NEXT' }
  | { type: 'HIGHLIGHT_PREVIOUS' }
  /** Enter: opens the highlighted option, or every match when none is highlighted. */
  | { type: 'CHOOSE' }
  | { type: 'CLOSE' };

/** Where the member asked to go; the screen does the navigating. */
export type SearchEmitted = { type: 'openProfile'; username: string } | { type: 'showAll'; keyword: string };

export const searchKeyword = (context: SearchContext): string => context.keyword.trim();

/** Results plus the 'show all' row, which is there whenever there is something to search for. */
export function optionCount(context: SearchContext): number {
  return searchKeyword(context) === '' ? 0 : context.results.length + 1;
}

/** What the dropdown shows: a spinner from the first keystroke until the answer. */
export type SearchTag = 'searchingUsers';

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    emitted: {} as SearchEmitted,
    tags: {} as SearchTag,
  },
  actors: {
    findUsers: fromPromise<MatchUser[], { keyword: string }>(async () => {
      throw new Error('findUsers is provided by the app');
    }),
  },
  actions: {
    logFailure: () => {},
    takeKeyword: assign(({ event }) => ({
      keyword: 'keyword' in event ? event.keyword : '',
      results: [],
      highlighted: null,
    })),
    highlightNext: assign({
      highlighted: ({ context }) => (context.highlighted === null ? 0 : (context.highlighted + 1) % optionCount(context)),
    }),
    highlightPrevious: assign({
      highlighted: ({ context }) => {
        const count = optionCount(context);
        return context.highlighted === null ? count - 1 : (context.highlighted - 1 + count) % count;
      },
    }),
    forgetHighlight: assign({ highlighted: null }),
  },
  guards: {
    isBlank: ({ event }) => 'keyword' in event && event.keyword.trim() === '',
    isOtherKeyword: ({ context, event }) => 'keyword' in event && event.keyword !== context.keyword,
    hasOptions: ({ context }) => optionCount(context) > 0,
    highlightsResult: ({ context }) => context.highlighted !== null && context.highlighted < context.results.length,
  },
  delays: {
    SEARCH_DEBOUNCE: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  description: 'Pencarian pengguna di bilah atas',
  id: 'search',
  context: { keyword: '', results: [], highlighted: null },
  type: 'parallel',
  states: {
    dropdown: {
      description: 'Daftar pilihan di bawah kotak cari',
      initial: 'closed',
      states: {
        closed: {
          description: 'Daftar pilihan tertutup',
          on: {
            OPEN: { description: 'Anggota mengeklik atau memfokus kotak ‘Cari pengguna...’ → daftar pilihan terbuka', target: 'open' },
            KEYWORD_CHANGED: { description: 'Anggota mengetik di kotak cari → daftar pilihan terbuka', target: 'open' },
            HIGHLIGHT_NEXT: { description: 'Anggota menekan panah bawah di kotak cari → daftar pilihan terbuka', target: 'open' },
          },
        },
        open: {
          // Each opening starts without a highlight.
          description: 'Daftar pilihan terbuka (paling banyak enam hasil dan “Tampilkan semua...”)',
          entry: 'forgetHighlight',
          on: {
            HIGHLIGHT_NEXT: {
              description: 'Anggota menekan panah bawah, daftar punya pilihan → sorotan pindah ke pilihan berikutnya',
              guard: 'hasOptions',
              actions: 'highlightNext',
            },
            HIGHLIGHT_PREVIOUS: {
              description: 'Anggota menekan panah atas, daftar punya pilihan → sorotan pindah ke pilihan sebelumnya',
              guard: 'hasOptions',
              actions: 'highlightPrevious',
            },
            CHOOSE: [
              {
                description: 'Anggota menekan Enter pada pengguna yang disorot → daftar tertutup dan profil pengguna itu terbuka',
                guard: 'highlightsResult',
                target: 'closed',
                actions: emit(({ context }) => ({
                  type: 'openProfile' as const,
                  username: context.results[context.highlighted!].username,
                })),
              },
              {
                description: 'Anggota menekan Enter tanpa menyorot pengguna (atau pada ‘Tampilkan semua...’) → daftar tertutup dan halaman hasil pencarian terbuka',
                guard: 'hasOptions',
                target: 'closed',
                actions: emit(({ context }) => ({ type: 'showAll' as const, keyword: searchKeyword(context) })),
              },
            ],
            CLOSE: { description: 'Anggota menekan Esc atau mengeklik di luar → daftar pilihan tertutup', target: 'closed' },
          },
        },
      },
    },
    results: {
      description: 'Hasil pencarian untuk kata kunci',
      initial: 'idle',
      on: {
        KEYWORD_CHANGED: [
          {
            description: 'Anggota mengosongkan kotak cari → pencarian dihentikan, tidak ada yang dicari',
            guard: 'isBlank',
            target: '.idle',
            actions: 'takeKeyword',
          },
          // Re-entering restarts the wait; leaving 'searching' stops its request.
          {
            description: 'Anggota mengetik kata kunci → pencarian menunggu 300 ms setelah ketukan terakhir, pencarian lama dihentikan',
            target: '.waiting',
            actions: 'takeKeyword',
          },
        ],
        // The keyword the member chose to see every match for is already there.
        KEYWORD_SHOWN: [
          {
            description: 'Halaman hasil pencarian dibuka tanpa kata kunci → kotak cari dikosongkan tanpa membuka daftar',
            guard: and(['isOtherKeyword', 'isBlank']),
            target: '.idle',
            actions: 'takeKeyword',
          },
          {
            description: 'Halaman hasil pencarian dibuka dengan kata kunci lain → kata kunci itu tampil di kotak cari dan dicari, tanpa membuka daftar',
            guard: 'isOtherKeyword',
            target: '.waiting',
            actions: 'takeKeyword',
          },
        ],
      },
      states: {
        idle: { description: 'Kata kunci kosong: belum ada yang dicari' },
        waiting: {
          description: 'Menunggu 300 ms setelah ketukan terakhir',
          tags: ['searchingUsers'],
          after: {
            SEARCH_DEBOUNCE: { description: '300 ms lewat tanpa ketukan baru → kata kunci dikirim ke server', target: 'searching' },
          },
        },
        searching: {
          description: 'Mencari pengguna di server',
          tags: ['searchingUsers'],
          invoke: {
            id: 'findUsers',
            src: 'findUsers',
            input: ({ context }) => ({ keyword: searchKeyword(context) }),
            onDone: {
              description: 'Server mengirim hasil → daftar menampilkan paling banyak enam pengguna, atau ‘Tidak ada hasil’',
              target: 'found',
              // A highlight made while waiting pointed at the 'show all' row, which has moved.
              actions: assign({ results: ({ event }) => event.output.slice(0, DROPDOWN_LIMIT), highlighted: null }),
            },
            // The spec only logs search failures; the dropdown still says it has nothing.
            onError: {
              description: 'Pencarian gagal → kegagalan dicatat, daftar menampilkan ‘Tidak ada hasil’',
              target: 'failed',
              actions: 'logFailure',
            },
          },
        },
        found: { description: 'Layar menampilkan hasil (atau “Tidak ada hasil”)' },
        failed: { description: 'Pencarian gagal' },
      },
    },
  },
});
