// Emergency broadcast: a modal with a message and a meeting place for every active member, once
// per EMERGENCY_QUOTA_HOURS. Opening it asks the server about the daily quota; a used one shows in how many
// hours Send comes back, with the form read only. A quota known to be used (answered with an hour
// or more left, or used by this member's own send) is kept here and counted down hour by hour,
// so opening the modal again shows it without asking; once it may be free, the next opening (or
// the open modal) asks again. Both fields are required (an empty one is marked and nothing is
// sent); Send asks for confirmation first. The draft stays when the modal is closed or the send
// fails, and goes once it is sent.
import { assign, fromPromise, not, raise, setup, stateIn } from 'xstate';
import { failureStatus } from '../contract/failure.ts';
import { EMERGENCY_QUOTA_HOURS } from '../contract/limits.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface EmergencyDraft {
  message: string;
  place: string;
  /** The Maps page of a place picked from the suggestions; null for a typed place. */
  placeUrl: string | null;
}

export interface EmergencyContext extends EmergencyDraft {
  /** Whole hours until the quota is free again (rounded down, as the server says it); null while it is free. */
  hoursLeft: number | null;
  /** Fields a Send found empty, until they are filled in. */
  missing: { message: boolean; place: boolean };
}

export type EmergencyEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'MESSAGE_CHANGED'; value: string }
  | { type: 'PLACE_CHANGED'; value: string }
  | { type: 'PLACE_CHOSEN'; name: string; url: string | null }
  | { type: 'SEND' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  /** Raised here: the quota is used for at least the hours now in the context. */
  | { type: 'QUOTA_USED' }
  /** Raised here: the counted-down quota may be free again. */
  | { type: 'QUOTA_MAY_BE_FREE' };

const isBlank = (value: string) => value.trim() === '';
const nothingMissing = { message: false, place: false };
const emptyDraft: EmergencyDraft = { message: '', place: '', placeUrl: null };

/** What the dialog shows: a spinner while the daily quota is asked, Lanjut spinning while the message goes. */
export type EmergencyTag = 'checkingQuota' | 'sendingEmergency';

export const emergencyMachine = setup({
  types: {
    context: {} as EmergencyContext,
    events: {} as EmergencyEvent,
    tags: {} as EmergencyTag,
  },
  actors: {
    /** Answers the whole hours until the quota is free again, or null while it is free. */
    checkLimit: fromPromise<number | null>(async () => {
      throw new Error('checkLimit is provided by the app');
    }),
    sendEmergency: fromPromise<void, EmergencyDraft>(async () => {
      throw new Error('sendEmergency is provided by the app');
    }),
  },
  actions: {
    notifySent: () => {},
    notifyFailed: () => {},
    takeMessage: assign(({ context, event }) =>
      event.type === 'MESSAGE_CHANGED' ? { message: event.value, missing: { ...context.missing, message: false } } : {},
    ),
    // Typed text is no longer the picked place: its link would point elsewhere.
    takeTypedPlace: assign(({ context, event }) =>
      event.type === 'PLACE_CHANGED'
        ? { place: event.value, placeUrl: null, missing: { ...context.missing, place: false } }
        : {},
    ),
    takeChosenPlace: assign(({ context, event }) =>
      event.type === 'PLACE_CHOSEN'
        ? { place: event.name, placeUrl: event.url, missing: { ...context.missing, place: false } }
        : {},
    ),
  },
  guards: {
    isComplete: ({ context }) => !isBlank(context.message) && !isBlank(context.place),
    isFree: ({ event }) => 'output' in event && event.output === null,
    // Under an hour left the quota may be free any minute: that answer is not kept.
    isUsedForHours: ({ event }) => 'output' in event && typeof event.output === 'number' && event.output >= 1,
    isQuotaRefusal: ({ event }) => 'error' in event && failureStatus(event.error) === 422,
    isKnownUsed: stateIn('#emergency.quota.used'),
    isWritable: not(stateIn('#emergency.modal.drafting.limited')),
    hasHoursAfterThis: ({ context }) => (context.hoursLeft ?? 0) > 1,
  },
  delays: {
    AN_HOUR: HOUR_MS,
  },
}).createMachine({
  description: `Pesan darurat untuk semua anggota aktif, sekali per ${EMERGENCY_QUOTA_HOURS} jam`,
  id: 'emergency',
  context: { ...emptyDraft, hoursLeft: null, missing: nothingMissing },
  type: 'parallel',
  states: {
    quota: {
      description: 'Kuota harian pesan darurat yang diketahui di sini',
      initial: 'unknown',
      states: {
        unknown: {
          description: 'Kuota harian belum diketahui: server akan ditanya',
          on: {
            QUOTA_USED: { description: 'Kuota harian ternyata terpakai selama satu jam atau lebih → sisa jam dihitung mundur di sini', target: 'used' },
          },
        },
        /** Used for at least `hoursLeft` (one or more) whole hours. */
        used: {
          description: 'Kuota harian terpakai: jam tersisa dihitung mundur',
          after: {
            AN_HOUR: [
              {
                description: 'Satu jam lewat, kuota masih terpakai lebih dari satu jam lagi → sisa jam berkurang satu',
                guard: 'hasHoursAfterThis',
                target: 'used',
                reenter: true,
                actions: assign({ hoursLeft: ({ context }) => context.hoursLeft! - 1 }),
              },
              {
                description: 'Jam terakhir lewat → kuota mungkin sudah bebas dan server akan ditanya lagi',
                target: 'unknown',
                actions: raise({ type: 'QUOTA_MAY_BE_FREE' }),
              },
            ],
          },
        },
      },
    },
    modal: {
      description: 'Jendela pesan darurat',
      initial: 'closed',
      states: {
        closed: {
          description: 'Jendela pesan darurat tertutup',
          on: {
            OPEN: [
              {
                description: 'Anggota menekan ‘Panggilan darurat’, kuota diketahui terpakai → layar langsung menampilkan ‘⌛Limit harian digunakan, kirim lagi dalam n jam’',
                guard: 'isKnownUsed',
                target: 'drafting.limited',
              },
              {
                description: 'Anggota menekan ‘Panggilan darurat’, kuota belum diketahui → layar menampilkan ‘Memeriksa limit harian...’',
                target: 'drafting',
              },
            ],
          },
        },
        drafting: {
          description: 'Formulir pesan dan lokasi pertemuan terbuka',
          initial: 'checkingLimit',
          on: {
            CLOSE: { description: 'Anggota menutup jendela pesan darurat → draf tetap tersimpan', target: 'closed' },
            // Typing goes on while the quota is checked; a used quota makes the form read only.
            MESSAGE_CHANGED: {
              description: 'Anggota mengetik di kolom pesan, formulir tidak terkunci oleh limit harian',
              guard: 'isWritable',
              actions: 'takeMessage',
            },
            PLACE_CHANGED: {
              description: 'Anggota mengetik di kolom ‘Lokasi pertemuan’, formulir tidak terkunci oleh limit harian',
              guard: 'isWritable',
              actions: 'takeTypedPlace',
            },
            PLACE_CHOSEN: {
              description: 'Anggota memilih lokasi dari saran peta, formulir tidak terkunci oleh limit harian',
              guard: 'isWritable',
              actions: 'takeChosenPlace',
            },
          },
          states: {
            checkingLimit: {
              description: 'Menanyakan kuota harian ke server',
              tags: ['checkingQuota'],
              invoke: {
                id: 'checkLimit',
                src: 'checkLimit',
                onDone: [
                  {
                    description: 'Server menjawab kuota masih bebas → formulir siap diisi dan ‘Send’ aktif',
                    guard: 'isFree',
                    target: 'available',
                    actions: assign({ hoursLeft: null }),
                  },
                  {
                    description: 'Server menjawab kuota terpakai satu jam atau lebih → layar menampilkan ‘⌛Limit harian digunakan, kirim lagi dalam n jam’',
                    guard: 'isUsedForHours',
                    target: 'limited',
                    actions: [assign({ hoursLeft: ({ event }) => event.output }), raise({ type: 'QUOTA_USED' })],
                  },
                  {
                    description: 'Server menjawab kuota terpakai kurang dari satu jam lagi → layar menampilkan ‘⌛Limit harian digunakan, kirim lagi dalam < 1 jam’',
                    target: 'limited',
                    actions: assign({ hoursLeft: ({ event }) => event.output }),
                  },
                ],
                // The server holds the quota and refuses a second send anyway; an unanswered check
                // must not keep a member from calling for help.
                onError: {
                  description: 'Kuota gagal diperiksa → formulir tetap bisa dikirim (server tetap menjaga kuota)',
                  target: 'available',
                  actions: assign({ hoursLeft: null }),
                },
              },
            },
            available: {
              description: 'Formulir siap diisi dan tombol Send aktif',
              on: {
                SEND: [
                  {
                    description: 'Anggota menekan ‘Send’, pesan dan lokasi sudah terisi → layar menanyakan ‘Kirim pesan darurat ke seluruh pengguna aktif?’',
                    guard: 'isComplete',
                    target: '#emergency.modal.confirming',
                  },
                  {
                    description:
                      'Anggota menekan ‘Send’, masih ada kolom kosong → layar menampilkan ‘Pesan wajib diisi’ dan/atau ‘Lokasi pertemuan wajib diisi’',
                    actions: assign({
                      missing: ({ context }) => ({ message: isBlank(context.message), place: isBlank(context.place) }),
                    }),
                  },
                ],
              },
            },
            /** The quota is used: the form is read only. */
            limited: {
              description: 'Kuota terpakai: formulir hanya bisa dibaca dan layar menyebut sisa jam',
              on: {
                QUOTA_MAY_BE_FREE: {
                  description: 'Hitung mundur kuota habis selagi jendela terbuka → kuota ditanyakan lagi ke server',
                  target: 'checkingLimit',
                },
              },
            },
          },
        },
        confirming: {
          description: 'Layar meminta konfirmasi sebelum pesan dikirim',
          on: {
            CONFIRM: { description: 'Anggota menekan ‘Lanjut’ → pesan darurat dikirim', target: 'sending' },
            CANCEL: { description: 'Anggota menekan ‘Cancel’ → kembali ke formulir, draf tetap ada', target: 'drafting.available' },
            CLOSE: { description: 'Anggota menutup jendela saat konfirmasi → draf tetap tersimpan', target: 'closed' },
          },
        },
        sending: {
          description: 'Mengirim pesan darurat ke server',
          tags: ['sendingEmergency'],
          invoke: {
            id: 'sendEmergency',
            src: 'sendEmergency',
            input: ({ context }) => ({ message: context.message.trim(), place: context.place.trim(), placeUrl: context.placeUrl }),
            onDone: {
              description: 'Server mengirim pesan darurat → jendela tertutup, draf dikosongkan, layar menampilkan ‘Pesan terkirim est 6 min’',
              target: 'closed',
              actions: [
                // Sent just now: the quota is used for the whole window, which the server counts as one whole hour less.
                assign({ ...emptyDraft, missing: nothingMissing, hoursLeft: EMERGENCY_QUOTA_HOURS - 1 }),
                'notifySent',
                raise({ type: 'QUOTA_USED' }),
              ],
            },
            onError: [
              // Someone used the quota meanwhile (another tab): the check says for how long.
              {
                description: 'Server menjawab 422 (kuota terpakai di tempat lain) → layar menampilkan ‘Gagal terkirim’ dan kuota diperiksa lagi',
                guard: 'isQuotaRefusal',
                target: 'drafting.checkingLimit',
                actions: 'notifyFailed',
              },
              {
                description: 'Pesan gagal dikirim karena hal lain → layar menampilkan ‘Gagal terkirim’, draf tetap ada',
                target: 'drafting.available',
                actions: 'notifyFailed',
              },
            ],
          },
        },
      },
    },
  },
});
