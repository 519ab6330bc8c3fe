// The owner's options on one thread. Edit opens the modal with the thread's text (or the draft
// left when it was last closed) during the thread's first hour: once the hour is over, Edit is
// off with its reason and an open edit closes. The server still refuses a late edit with 403 (a
// clock ahead of the member's), which marks the field and ends further tries. Delete asks first;
// a deleted thread is final and the list is told (emitted "deleted").
import { assign, emit, fromPromise, setup } from 'xstate';
import { failureStatus, firstFieldErrors } from '../contract/failure.ts';
import { cutText } from './cut-text.ts';
import { THREAD_MAX_LENGTH } from '../contract/limits.ts';

export interface ThreadEditInput {
  slug: string;
  uuid: string;
  text: string;
  /** When the thread was posted (ISO): its edit window starts then. */
  createdAt: string;
}

export interface ThreadEditContext extends ThreadEditInput {
  draft: string;
  /** The server's validation message for the text. */
  error: string | null;
  /** The edit window has passed (403): the field shows it and Perbarui stays off. */
  tooLate: boolean;
  /** The thread's first hour is over: Edit is off. */
  windowClosed: boolean;
}

export type ThreadEditEvent =
  | { type: 'EDIT' }
  | { type: 'CLOSE' }
  | { type: 'TEXT_CHANGED'; text: string }
  | { type: 'SUBMIT' }
  | { type: 'DELETE' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export type ThreadEditEmitted = { type: 'deleted'; uuid: string };

/**
 * What the card shows: the edit dialog open (its Update spinning while saved), or “Lanjut Hapus
 * Thread?” open (its Lanjut spinning while the thread goes).
 */
export type ThreadEditTag = 'editingThread' | 'savingThread' | 'confirmingDelete' | 'deletingThread';

export const threadEditMachine = setup({
  types: {
    context: {} as ThreadEditContext,
    events: {} as ThreadEditEvent,
    input: {} as ThreadEditInput,
    emitted: {} as ThreadEditEmitted,
    tags: {} as ThreadEditTag,
  },
  actors: {
    /** Answers the saved text. */
    updateThread: fromPromise<string, { slug: string; text: string }>(async () => {
      throw new Error('updateThread is provided by the app');
    }),
    deleteThread: fromPromise<void, { uuid: string }>(async () => {
      throw new Error('deleteThread is provided by the app');
    }),
    /** Settles when the thread's edit window is over (at once for an older thread). */
    waitForEditWindowEnd: fromPromise<void, { createdAt: string }>(async () => {
      throw new Error('waitForEditWindowEnd is provided by the app');
    }),
  },
  actions: {
    notifyUpdated: () => {},
    notifyTooLate: () => {},
    notifyWindowClosed: () => {},
    notifyUpdateFailed: () => {},
    notifyDeleted: () => {},
    notifyDeleteFailed: () => {},
  },
  guards: {
    canSubmit: ({ context }) => context.draft.trim() !== '' && !context.tooLate,
    isWindowOpen: ({ context }) => !context.windowClosed,
    // A 403 already says it in the field; the dialog stays for the member to read it.
    closesEdit: ({ context }) => context.windowClosed && !context.tooLate,
    isTooLate: ({ event }) => 'error' in event && failureStatus(event.error) === 403,
    isInvalid: ({ event }) => 'error' in event && failureStatus(event.error) === 400,
  },
}).createMachine({
  description: 'Pilihan pemilik untuk satu thread: ubah atau hapus',
  id: 'threadEdit',
  context: ({ input }) => ({ ...input, draft: input.text, error: null, tooLate: false, windowClosed: false }),
  invoke: {
    id: 'waitForEditWindowEnd',
    src: 'waitForEditWindowEnd',
    input: ({ context }) => ({ createdAt: context.createdAt }),
    onDone: {
      description: 'Satu jam pertama thread berakhir → pilihan ‘Edit’ mati dengan alasannya',
      actions: assign({ windowClosed: true }),
    },
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'Thread tampil dengan pilihan Edit dan Delete',
      on: {
        EDIT: {
          description: 'Pemilik memilih ‘Edit’ dalam satu jam pertama → jendela ‘Perbarui thread anda’ terbuka dengan teks thread',
          guard: 'isWindowOpen',
          target: 'editing',
        },
        DELETE: { description: 'Pemilik memilih ‘Delete’ → layar menanyakan ‘Lanjut Hapus Thread?’', target: 'confirmingDelete' },
      },
    },
    editing: {
      description: 'Jendela ubah thread terbuka dengan teksnya',
      tags: ['editingThread'],
      always: {
        description: 'Satu jam pertama berakhir saat jendela terbuka → jendela tertutup dan layar menampilkan ‘Tidak dapat update lebih dari 1 jam’',
        guard: 'closesEdit',
        target: 'idle',
        actions: 'notifyWindowClosed',
      },
      on: {
        CLOSE: { description: 'Pemilik menutup jendela ubah thread → draf tetap tersimpan', target: 'idle' },
        TEXT_CHANGED: {
          description: 'Pemilik mengetik di kotak thread (teks dipotong pada batas panjang thread)',
          actions: assign({ draft: ({ event }) => cutText(event.text, THREAD_MAX_LENGTH), error: null }),
        },
        SUBMIT: {
          description: 'Pemilik menekan ‘Perbarui’, kotak terisi dan batas 1 jam belum pernah terlewati',
          guard: 'canSubmit',
          target: 'updating',
        },
      },
    },
    updating: {
      description: 'Menyimpan perubahan thread ke server',
      tags: ['editingThread', 'savingThread'],
      entry: assign({ error: null }),
      invoke: {
        id: 'updateThread',
        src: 'updateThread',
        input: ({ context }) => ({ slug: context.slug, text: context.draft.trim() }),
        onDone: {
          description: 'Server menyimpan perubahan → jendela tertutup, layar menampilkan ‘Thread diperbarui’',
          target: 'idle',
          actions: [assign({ text: ({ event }) => event.output, draft: ({ event }) => event.output }), 'notifyUpdated'],
        },
        onError: [
          {
            description: 'Server menjawab 403 → layar menampilkan ‘Tidak dapat update lebih dari 1 jam’ dan ‘Perbarui’ tidak bisa ditekan lagi',
            guard: 'isTooLate',
            target: 'editing',
            actions: [assign({ tooLate: true }), 'notifyTooLate'],
          },
          {
            description: 'Server menjawab 400 → pesan dari server tampil di bawah kotak thread',
            guard: 'isInvalid',
            target: 'editing',
            actions: assign({ error: ({ event }) => firstFieldErrors(event.error).text ?? null }),
          },
          {
            description: 'Perubahan gagal disimpan karena hal lain → layar menampilkan ‘Thread gagal diperbarui’, draf tetap ada',
            target: 'editing',
            actions: 'notifyUpdateFailed',
          },
        ],
      },
    },
    confirmingDelete: {
      description: 'Layar menanyakan apakah thread benar dihapus',
      tags: ['confirmingDelete'],
      on: {
        CONFIRM: { description: 'Pemilik menekan ‘Lanjut’ → thread dihapus di server', target: 'deleting' },
        CANCEL: { description: 'Pemilik menekan ‘Cancel’ → thread tetap ada', target: 'idle' },
      },
    },
    deleting: {
      description: 'Menghapus thread di server',
      tags: ['confirmingDelete', 'deletingThread'],
      invoke: {
        id: 'deleteThread',
        src: 'deleteThread',
        input: ({ context }) => ({ uuid: context.uuid }),
        onDone: {
          description: 'Server menghapus thread → layar menampilkan ‘Thread terhapus’ dan thread hilang dari daftar',
          target: 'deleted',
          actions: ['notifyDeleted', emit(({ context }) => ({ type: 'deleted' as const, uuid: context.uuid }))],
        },
        onError: {
          description: 'Thread gagal dihapus → layar menampilkan ‘Aksi gagal’, thread tetap ada',
          target: 'idle',
          actions: 'notifyDeleteFailed',
        },
      },
    },
    deleted: { description: 'Thread sudah dihapus', type: 'final' },
  },
});
