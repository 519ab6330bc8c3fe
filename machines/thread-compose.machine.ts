// Writing a thread in the create-post modal. Closing the modal keeps the draft; while posting
// the modal stays and a second submit does nothing. A posted thread empties the draft, closes
// the modal and tells the screen (emitted "posted"), which refreshes the feed. The server's
// validation message is shown under the field; any other failure is said and keeps the draft.
import { assign, emit, fromPromise, setup } from 'xstate';
import { failureStatus, firstFieldErrors } from '../contract/failure.ts';
import { cutText } from './cut-text.ts';
import { THREAD_MAX_LENGTH } from '../contract/limits.ts';

export interface ThreadComposeContext {
  text: string;
  error: string | null;
}

export type ThreadComposeEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'TEXT_CHANGED'; text: string }
  | { type: 'SUBMIT' };

export type ThreadComposeEmitted = { type: 'posted' };

/** What the dialog shows: the text locked and Posting spinning while the thread is sent. */
export type ThreadComposeTag = 'postingThread';

export const threadComposeMachine = setup({
  types: {
    context: {} as ThreadComposeContext,
    events: {} as ThreadComposeEvent,
    emitted: {} as ThreadComposeEmitted,
    tags: {} as ThreadComposeTag,
  },
  actors: {
    createThread: fromPromise<void, { text: string }>(async () => {
      throw new Error('createThread is provided by the app');
    }),
  },
  actions: {
    notifyPosted: () => {},
    notifyFailed: () => {},
  },
  guards: {
    hasText: ({ context }) => context.text.trim() !== '',
    isInvalid: ({ event }) => 'error' in event && failureStatus(event.error) === 400,
  },
}).createMachine({
  description: 'Menulis thread di jendela buat post',
  id: 'threadCompose',
  context: { text: '', error: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'Jendela buat thread tertutup (draf tetap tersimpan)',
      on: {
        OPEN: {
          description: 'Anggota menekan ‘Tulis sesuatu hari ini...’ atau ‘Buat Thread’ → jendela ‘Tulis thread hari ini’ terbuka dengan draf terakhir',
          target: 'open',
        },
      },
    },
    open: {
      description: 'Jendela “Tulis thread hari ini” terbuka',
      initial: 'editing',
      states: {
        editing: {
          description: 'Kotak thread siap diisi',
          on: {
            CLOSE: { description: 'Anggota menutup jendela → draf tetap tersimpan', target: '#threadCompose.closed' },
            TEXT_CHANGED: {
              description: 'Anggota mengetik di kotak thread (teks dipotong pada batas panjang thread)',
              actions: assign({ text: ({ event }) => cutText(event.text, THREAD_MAX_LENGTH), error: null }),
            },
            SUBMIT: { description: 'Anggota menekan ‘Posting’, kotak thread sudah terisi', guard: 'hasText', target: 'posting' },
          },
        },
        posting: {
          description: 'Mengirim thread ke server; jendela tetap terbuka',
          tags: ['postingThread'],
          entry: assign({ error: null }),
          invoke: {
            id: 'createThread',
            src: 'createThread',
            input: ({ context }) => ({ text: context.text.trim() }),
            onDone: {
              description: 'Server membuat thread → jendela tertutup, draf dikosongkan, layar menampilkan ‘Thread dibuat’ dan beranda dimuat ulang',
              target: '#threadCompose.closed',
              actions: [assign({ text: '', error: null }), 'notifyPosted', emit({ type: 'posted' })],
            },
            onError: [
              {
                description: 'Server menjawab 400 → pesan dari server tampil di bawah kotak thread',
                guard: 'isInvalid',
                target: 'editing',
                actions: assign({ error: ({ event }) => firstFieldErrors(event.error).text ?? null }),
              },
              {
                description: 'Thread gagal dikirim karena hal lain → layar menampilkan ‘Thread gagal dibuat’, draf tetap ada',
                target: 'editing',
                actions: 'notifyFailed',
              },
            ],
          },
        },
      },
    },
  },
});
