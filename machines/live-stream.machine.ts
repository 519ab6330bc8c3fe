// The tab's live link to the server (GET /stream, Server-Sent Events), run by the member shell
// (member-shell.machine.ts). It connects with the session's token, tells the shell what the
// server pushes as typed events and when the link is up or down (tellShell), and keeps the
// position of the last one, so a new connection resumes there (Last-Event-ID). A dropped or
// refused connection is tried again after a growing, jittered wait; a stream silent for longer
// than three of the server's heartbeats counts as dropped. It waits while the browser is
// offline, lets the stream go when the tab has been hidden for long or the member signed out,
// and connects again (resuming) when the tab is seen again. Only the connection itself is
// provided by the app.
import { assign, enqueueActions, fromCallback, raise, setup } from 'xstate';
import { LIVE_EVENT } from '../contract/live-events.ts';
import { readLiveEvent, type LiveEvent } from './live-events.ts';

/** The first reconnect waits up to this long; each failure in a row doubles it... */
export const RECONNECT_BASE_MS = 1000;
/** ...up to this. */
export const RECONNECT_CAP_MS = 30_000;
/** A tab hidden this long lets its stream go: nobody sees it, and the server keeps a connection less. */
export const HIDDEN_LIMIT_MS = 5 * 60_000;
/** The server sends a heartbeat every 20 s (LIVE_HEARTBEAT_MS); three missed mean the connection is dead. */
export const SILENCE_LIMIT_MS = 60_000;

/**
 * How long to wait before reconnecting after `attempt` failures in a row: a ceiling that doubles
 * with each failure up to the cap, of which at least half is waited and the rest drawn at random
 * (`random` in [0, 1)), so tabs cut off together don't all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: number): number {
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

export interface ConnectionInput {
  token: string;
  /** The id of the last event received, or null for a new stream. */
  lastEventId: string | null;
}

/** What the connection reports. */
export type ConnectionEvent =
  /** The server accepted the stream. */
  | { type: 'CONNECTION.OPENED' }
  /** One event of the stream, as sent. */
  | { type: 'CONNECTION.MESSAGE'; id: string; kind: string; data: string }
  /** Something (an event or a heartbeat) arrived. */
  | { type: 'CONNECTION.ALIVE' }
  /** The network failed or the stream ended. */
  | { type: 'CONNECTION.LOST' }
  /**
   * The server answered the request with another status than 200; `because`, with a 401, is the
   * login page's text when a suspension ended the session.
   */
  | { type: 'CONNECTION.REFUSED'; status: number; because?: string };

export type LiveStreamEvent =
  | ConnectionEvent
  | { type: 'SIGNED_IN'; token: string }
  | { type: 'SIGNED_OUT' }
  | { type: 'HIDDEN' }
  | { type: 'VISIBLE' }
  | { type: 'OFFLINE' }
  | { type: 'ONLINE' }
  /** Raised when the tab has been hidden for long, and when it is seen again after that. */
  | { type: 'PAGE.AWAY' }
  | { type: 'PAGE.BACK' };

/** What the server pushed; `revoked` says this tab's session ended (also when the stream is refused with 401). */
export type LiveStreamEmitted = Exclude<LiveEvent, { type: typeof LIVE_EVENT.revoked }> | { type: typeof LIVE_EVENT.revoked };

/** What the stream tells the shell: what the server pushed, and the link coming up or going down. */
export type LiveStreamReport = LiveStreamEmitted | { type: 'STREAM.UP' } | { type: 'STREAM.DOWN' };

export interface LiveStreamInput {
  /** The session's token; null when signed out. */
  token: string | null;
}

export interface LiveStreamContext {
  token: string | null;
  lastEventId: string | null;
  /** Connections that failed in a row since the last one that opened. */
  attempt: number;
}

/**
 * What the screen shows of the link: `live` while events arrive (no polling), `reconnecting`
 * and `offline` while the screens fall back to polling, `connecting` and `closed` otherwise.
 */
export type LiveStreamTag = 'connecting' | 'live' | 'reconnecting' | 'offline' | 'closed';

const UNAUTHENTICATED = 401;

const isRevokedMessage = (event: LiveStreamEvent) => event.type === 'CONNECTION.MESSAGE' && event.kind === LIVE_EVENT.revoked;

export const liveStreamMachine = setup({
  types: {
    context: {} as LiveStreamContext,
    events: {} as LiveStreamEvent,
    input: {} as LiveStreamInput,
    tags: {} as LiveStreamTag,
  },
  actors: {
    connection: fromCallback<LiveStreamEvent, ConnectionInput>(() => {
      throw new Error('connection is provided by the app');
    }),
  },
  actions: {
    /** Tells the member shell, which routes it to the lists and screens; null (an event this tab doesn't know) tells nothing. */
    tellShell: enqueueActions(({ enqueue }, report: LiveStreamReport | null) => {
      if (report) enqueue.sendParent(report);
    }),
    /** Keeps the event's position, to resume from. */
    keepPosition: assign({
      lastEventId: ({ context, event }) => (event.type === 'CONNECTION.MESSAGE' && event.id !== '' ? event.id : context.lastEventId),
    }),
    forgetSession: assign({ token: null, lastEventId: null, attempt: 0 }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isRevoked: ({ event }) => isRevokedMessage(event),
    isUnauthenticated: ({ event }) => event.type === 'CONNECTION.REFUSED' && event.status === UNAUTHENTICATED,
    isSuspended: ({ event }) => event.type === 'CONNECTION.REFUSED' && event.status === UNAUTHENTICATED && event.because !== undefined,
  },
  delays: {
    HIDDEN_LIMIT: HIDDEN_LIMIT_MS,
    SILENCE_LIMIT: SILENCE_LIMIT_MS,
    RECONNECT_DELAY: ({ context }) => reconnectDelay(context.attempt, Math.random()),
  },
}).createMachine({
  id: 'liveStream',
  description: 'Sambungan langsung tab ke server: koneksi, sambung ulang, dan visibilitas halaman',
  type: 'parallel',
  context: ({ input }) => ({ token: input.token, lastEventId: null, attempt: 0 }),
  states: {
    page: {
      description: 'Apakah tab sedang dilihat',
      initial: 'visible',
      states: {
        visible: {
          description: 'Tab sedang tampil',
          on: { HIDDEN: { description: 'Anggota berpindah ke tab atau aplikasi lain → tab tersembunyi', target: 'hidden' } },
        },
        hidden: {
          description: 'Tab tersembunyi; sambungan dipertahankan sebentar',
          on: { VISIBLE: { description: 'Anggota kembali ke tab sebelum 5 menit → sambungan tetap berjalan', target: 'visible' } },
          after: {
            HIDDEN_LIMIT: {
              description: 'Tab tersembunyi selama 5 menit → sambungan dilepas',
              target: 'away',
              actions: raise({ type: 'PAGE.AWAY' }),
            },
          },
        },
        away: {
          description: 'Tab lama tersembunyi: sambungan dilepas sampai tab dilihat lagi',
          on: {
            VISIBLE: {
              description: 'Anggota kembali ke tab yang lama tersembunyi → sambungan dibuka lagi dan melanjutkan peristiwa yang terlewat',
              target: 'visible',
              actions: raise({ type: 'PAGE.BACK' }),
            },
          },
        },
      },
    },
    link: {
      description: 'Sambungan ke aliran peristiwa server',
      initial: 'starting',
      on: {
        SIGNED_OUT: { description: 'Anggota keluar dari akun → sambungan ditutup', target: '.closed.signedOut', actions: 'forgetSession' },
        // Another member's token: their stream starts afresh.
        SIGNED_IN: {
          description: 'Anggota masuk → sambungan baru dibuka dari awal untuk sesinya',
          target: '.connected',
          actions: assign({ token: ({ event }) => event.token, lastEventId: null, attempt: 0 }),
        },
      },
      states: {
        starting: {
          description: 'Memilih awal: tersambung bila ada sesi, tertutup bila tidak',
          always: [
            { description: 'Ada sesi anggota → sambungan dibuka', guard: 'hasToken', target: 'connected' },
            { description: 'Belum ada sesi → tidak ada sambungan', target: 'closed.signedOut' },
          ],
        },
        connected: {
          description: 'Sambungan berjalan: diminta, lalu terbuka',
          initial: 'connecting',
          // Told also when it was not yet open: the shell passes on only a change.
          exit: { type: 'tellShell', params: { type: 'STREAM.DOWN' } },
          invoke: {
            id: 'connection',
            src: 'connection',
            input: ({ context }) => ({ token: context.token ?? '', lastEventId: context.lastEventId }),
          },
          on: {
            'CONNECTION.MESSAGE': [
              {
                description: 'Server mengabarkan sesi dicabut → sambungan ditutup dan layar menampilkan ‘Sesi anda telah berakhir, silakan login kembali’',
                guard: 'isRevoked',
                target: 'closed.signedOut',
                actions: [{ type: 'tellShell', params: { type: LIVE_EVENT.revoked } }, 'forgetSession'],
              },
              {
                description: 'Server mengirim peristiwa (suka, komentar, post, notifikasi...) → layar memperbaruinya',
                actions: [
                  'keepPosition',
                  {
                    type: 'tellShell',
                    params: ({ event }) => (event.type === 'CONNECTION.MESSAGE' ? readLiveEvent(event.kind, event.data) : null),
                  },
                ],
              },
            ],
            'CONNECTION.LOST': { description: 'Sambungan putus → dicoba lagi setelah jeda', target: 'retrying' },
            'CONNECTION.REFUSED': [
              {
                description: 'Server menolak sambungan dengan 401 karena akun ditangguhkan → halaman login menyebutkan alasannya',
                guard: 'isSuspended',
                target: 'closed.signedOut',
                actions: [
                  {
                    type: 'tellShell',
                    params: ({ event }) => ({
                      type: LIVE_EVENT.signedOut,
                      reason: 'suspended',
                      message: event.type === 'CONNECTION.REFUSED' ? (event.because ?? '') : '',
                    }),
                  },
                  'forgetSession',
                ],
              },
              {
                description: 'Server menolak sambungan dengan 401 → sesi berakhir, layar menampilkan ‘Sesi anda telah berakhir, silakan login kembali’',
                guard: 'isUnauthenticated',
                target: 'closed.signedOut',
                actions: [{ type: 'tellShell', params: { type: LIVE_EVENT.revoked } }, 'forgetSession'],
              },
              { description: 'Server menolak sambungan karena hal lain → dicoba lagi setelah jeda', target: 'retrying' },
            ],
            OFFLINE: { description: 'Peramban kehilangan jaringan → sambungan menunggu jaringan kembali', target: 'offline' },
            'PAGE.AWAY': { description: 'Tab lama tersembunyi → sambungan dilepas', target: 'closed.away' },
          },
          states: {
            connecting: {
              description: 'Meminta aliran peristiwa; server belum menjawab',
              tags: ['connecting'],
              on: {
                'CONNECTION.OPENED': {
                  description: 'Server membuka aliran peristiwa → pembaruan datang langsung',
                  target: 'open',
                  actions: [assign({ attempt: 0 }), { type: 'tellShell', params: { type: 'STREAM.UP' } }],
                },
              },
            },
            open: {
              description: 'Peristiwa datang saat terjadi; layar tidak perlu bertanya berulang',
              tags: ['live'],
              after: {
                SILENCE_LIMIT: {
                  description: 'Server diam selama 60 detik (tiga detak terlewat) → sambungan dianggap putus dan dicoba lagi',
                  target: '#liveStream.link.retrying',
                },
              },
              on: {
                'CONNECTION.ALIVE': {
                  description: 'Server mengirim detak → hitungan 60 detik diam dimulai lagi',
                  target: 'open',
                  reenter: true,
                },
              },
            },
          },
        },
        retrying: {
          description: 'Sambungan putus atau ditolak: dicoba lagi setelah jeda yang makin panjang',
          tags: ['reconnecting'],
          after: {
            RECONNECT_DELAY: {
              description: 'Jeda sambung ulang lewat → sambungan dicoba lagi, jeda berikutnya lebih panjang',
              target: 'connected',
              actions: assign({ attempt: ({ context }) => context.attempt + 1 }),
            },
          },
          on: {
            ONLINE: { description: 'Jaringan peramban kembali → sambungan langsung dicoba lagi', target: 'connected' },
            OFFLINE: { description: 'Peramban kehilangan jaringan → sambungan menunggu jaringan kembali', target: 'offline' },
            'PAGE.AWAY': { description: 'Tab lama tersembunyi → percobaan sambung ulang berhenti', target: 'closed.away' },
          },
        },
        offline: {
          description: 'Peramban tanpa jaringan: tidak ada yang dicoba sampai jaringan kembali',
          tags: ['offline'],
          on: {
            ONLINE: {
              description: 'Jaringan peramban kembali → sambungan dibuka lagi dengan jeda awal',
              target: 'connected',
              actions: assign({ attempt: 0 }),
            },
            'PAGE.AWAY': { description: 'Tab lama tersembunyi selagi offline → sambungan tetap dilepas', target: 'closed.away' },
          },
        },
        closed: {
          description: 'Tidak ada sambungan yang diperlukan',
          tags: ['closed'],
          initial: 'signedOut',
          states: {
            signedOut: {
              description: 'Tanpa sesi, atau sesi berakhir',
            },
            away: {
              description: 'Tab lama tersembunyi; saat dilihat lagi, tersambung dan melanjutkan',
              on: {
                'PAGE.BACK': {
                  description: 'Tab dilihat lagi → sambungan dibuka dan melanjutkan dari peristiwa terakhir',
                  target: '#liveStream.link.connected',
                },
              },
            },
          },
        },
      },
    },
  },
});
