// The live part of the member shell, for a signed-in member: it runs the tab's live stream, the
// notification bell's list and, while a list shows it, who is online, and it is the one place
// where what happens reaches them: what the server pushes, the link coming up or down, the
// session's token and current user, the page being hidden or seen, the network. Each goes where
// the routing table (`on` below) says. Screens whose machines link to it (shell-link.ts) are
// sent what they take (new posts, counts, emergency calls, "load again") from here, each only
// the news it has a transition for. Only the ways it learns of the session, the page and the
// network, and what it tells the session, are provided by the app.
import { assign, enqueueActions, fromCallback, setup, type AnyActorRef, type AnyEventObject } from 'xstate';
import { LIVE_EVENT } from '../contract/live-events.ts';
import type { CommentTargetEvent } from './comment-target.machine.ts';
import type { EmergencyNoticeEvent } from './emergency-notice.machine.ts';
import type { FeedEvent } from './feed.machine.ts';
import type { LikeToggleEvent } from './like-toggle.machine.ts';
import { liveStreamMachine, type LiveStreamReport } from './live-stream.machine.ts';
import type { SafetyChange } from './member-safety.machine.ts';
import type { ServerNotifications } from './notification-list.ts';
import { notificationsMachine } from './notifications.machine.ts';
import { presenceMachine } from './presence.machine.ts';
import type { SessionEvent } from './session.machine.ts';

/**
 * The shell's children, by invoke id. The stream and the bell's list are also registered under
 * these as `systemId`s; who is online is not, since it comes and goes with the lists showing it.
 */
export type ShellChild = 'liveStream' | 'notifications' | 'presence';

export interface MemberShellInput {
  /** The session's token. */
  token: string | null;
  /** The current user's notifications when the shell starts. */
  notifications: ServerNotifications;
}

export interface MemberShellContext {
  token: string | null;
  firstNotifications: ServerNotifications;
  /** The live stream is open (events arrive): the lists don't poll. */
  streamLive: boolean;
  /** How many lists of who is online show now. */
  presenceViewers: number;
  /** The screens linked to the shell now, which it tells what they take. */
  screens: AnyActorRef[];
}

/** What the session says: its token changed, or it fetched the current user again. */
export type SessionNews = { type: 'SESSION.TOKEN'; token: string | null } | ({ type: 'SESSION.USER' } & ServerNotifications);

export type MemberShellEvent =
  | LiveStreamReport
  | SessionNews
  | { type: 'HIDDEN' }
  | { type: 'VISIBLE' }
  | { type: 'ONLINE' }
  | { type: 'OFFLINE' }
  /** A list of who is online appeared on screen, or went. */
  | { type: 'PRESENCE.SHOWN' }
  | { type: 'PRESENCE.GONE' }
  /** A screen's actor linked to the shell (shell-link.ts), or went. */
  | { type: 'SCREEN.LINKED'; screen: AnyActorRef }
  | { type: 'SCREEN.UNLINKED'; screen: AnyActorRef }
  /** The member blocked, muted, unblocked or unmuted someone in this tab. */
  | ({ type: 'SAFETY.CHANGED' } & SafetyChange);

/** What the shell tells the linked screens: load again, a new post, a post's new totals, an emergency call. */
export type ScreenNews =
  | { type: 'REFRESH' }
  | Extract<FeedEvent, { type: 'POST_ANNOUNCED' }>
  | Extract<EmergencyNoticeEvent, { type: 'EMERGENCY_ANNOUNCED' }>
  | Extract<LikeToggleEvent, { type: 'LIKES_COUNTED' }>
  | Extract<CommentTargetEvent, { type: 'COMMENTS_COUNTED' }>;

/** Which children hear an event, and as what. */
interface Delivery {
  to: readonly ShellChild[];
  event: AnyEventObject;
}

const STALE = { type: 'STALE' } as const;
const REFRESH: ScreenNews = { type: 'REFRESH' };
const LISTS = ['notifications', 'presence'] as const;
const EVERYONE = ['liveStream', 'notifications', 'presence'] as const;

export const memberShellMachine = setup({
  types: {
    context: {} as MemberShellContext,
    events: {} as MemberShellEvent,
    input: {} as MemberShellInput,
  },
  actors: {
    liveStream: liveStreamMachine,
    notifications: notificationsMachine,
    presence: presenceMachine,
    /** Reports the session's token (SESSION.TOKEN) and each current user it fetches (SESSION.USER). */
    followSession: fromCallback<MemberShellEvent>(() => {
      throw new Error('followSession is provided by the app');
    }),
    /** Reports the page being hidden (HIDDEN) and seen again (VISIBLE). */
    pageVisibility: fromCallback<MemberShellEvent>(() => {
      throw new Error('pageVisibility is provided by the app');
    }),
    /** Reports the browser losing its network (OFFLINE) and getting it back (ONLINE). */
    network: fromCallback<MemberShellEvent>(() => {
      throw new Error('network is provided by the app');
    }),
  },
  actions: {
    /** Sends the event to those of the children that run now (who is online runs only while shown). */
    deliver: enqueueActions(({ enqueue, self }, params: unknown) => {
      const { to, event } = params as Delivery;
      // Worked out without a running shell (a path traversal), there is nobody to send to.
      const running = (self.getSnapshot()?.children ?? {}) as Partial<Record<ShellChild, AnyActorRef>>;
      for (const id of to) {
        const child = running[id];
        if (child) enqueue.sendTo(child, event);
      }
    }),
    /**
     * Sends the news to each linked screen that has a transition for it now (a post's counts
     * reach that post's button and comments only), so each screen hears it from the shell.
     */
    tellScreens: enqueueActions(({ context, enqueue }, params: unknown) => {
      const news = params as ScreenNews;
      for (const screen of context.screens) {
        if (screen.getSnapshot().can(news)) enqueue.sendTo(screen, news);
      }
    }),
    /** Tells the session (params: a SessionEvent). */
    tellSession: (_, _event: unknown) => {},
    notifySessionEnded: () => {},
  },
  guards: {
    signedIn: ({ context }) => context.token !== null,
    streamWasDown: ({ context }) => !context.streamLive,
    streamWasUp: ({ context }) => context.streamLive,
    lastViewer: ({ context }) => context.presenceViewers === 1,
    // A mute is silent, and a block the server tells this tab of too over an open stream
    // (visibility_changed): one reload is enough.
    serverWillNotTell: ({ context, event }) =>
      event.type === 'SAFETY.CHANGED' && (event.change === 'muted' || event.change === 'unmuted' || !context.streamLive),
  },
}).createMachine({
  id: 'memberShell',
  description: 'Bagian langsung bingkai anggota: siaran langsung, lonceng notifikasi, dan daftar pengguna online',
  context: ({ input }) => ({
    token: input.token,
    firstNotifications: input.notifications,
    streamLive: false,
    presenceViewers: 0,
    screens: [],
  }),
  invoke: [
    { id: 'liveStream', systemId: 'liveStream', src: 'liveStream', input: ({ context }) => ({ token: context.token }) },
    {
      id: 'notifications',
      systemId: 'notifications',
      src: 'notifications',
      input: ({ context }) => context.firstNotifications,
    },
    { id: 'followSession', src: 'followSession' },
    { id: 'pageVisibility', src: 'pageVisibility' },
    { id: 'network', src: 'network' },
  ],
  // The routing table: every cause, where it goes.
  on: {
    // What the server pushes.
    [LIVE_EVENT.notification]: {
      description: 'Server mengabarkan notifikasi baru → lonceng memuat daftarnya',
      actions: { type: 'deliver', params: { to: ['notifications'], event: STALE } },
    },
    [LIVE_EVENT.presence]: {
      description: 'Server mengabarkan pengguna datang atau pergi → daftar pengguna online dimuat lagi',
      actions: { type: 'deliver', params: { to: ['presence'], event: STALE } },
    },
    [LIVE_EVENT.resync]: {
      description: 'Server tidak dapat melanjutkan dari peristiwa terakhir → daftar dan layar dimuat ulang',
      actions: [{ type: 'deliver', params: { to: LISTS, event: STALE } }, { type: 'tellScreens', params: REFRESH }],
    },
    [LIVE_EVENT.visibilityChanged]: {
      description: 'Blokir antara anggota dan anggota lain dibuat atau dibuka, atau moderator menangguhkan seorang anggota atau mencabutnya → daftar dan layar dimuat ulang tanpa atau dengan anggota itu',
      actions: [{ type: 'deliver', params: { to: LISTS, event: STALE } }, { type: 'tellScreens', params: REFRESH }],
    },
    [LIVE_EVENT.counts]: {
      description: 'Server mengirim jumlah suka atau komentar baru sebuah post → tombol suka atau panel komentar post itu memperbaruinya',
      actions: {
        type: 'tellScreens',
        params: ({ event }: { event: Extract<MemberShellEvent, { type: typeof LIVE_EVENT.counts }> }): ScreenNews =>
          'total_like' in event
            ? { type: 'LIKES_COUNTED', postId: event.post_id, total: event.total_like }
            : { type: 'COMMENTS_COUNTED', postId: event.post_id, total: event.total_comment },
      },
    },
    [LIVE_EVENT.post]: {
      description: 'Server mengabarkan post baru → beranda menawarkan memuatnya',
      actions: {
        type: 'tellScreens',
        params: ({ event }: { event: Extract<MemberShellEvent, { type: typeof LIVE_EVENT.post }> }): ScreenNews => ({
          type: 'POST_ANNOUNCED',
          postId: event.post_id,
        }),
      },
    },
    [LIVE_EVENT.emergency]: {
      description: 'Server menyiarkan panggilan darurat → spanduk darurat menanyakan panggilan terakhir dan menampilkannya',
      actions: {
        type: 'tellScreens',
        params: ({ event }: { event: Extract<MemberShellEvent, { type: typeof LIVE_EVENT.emergency }> }): ScreenNews => ({
          type: 'EMERGENCY_ANNOUNCED',
          call: { sender_id: event.sender_id, sender_first_name: event.sender_first_name, message: event.message, place: event.place, map: event.map },
        }),
      },
    },
    [LIVE_EVENT.revoked]: {
      description: 'Sesi berakhir di server → layar menampilkan ‘Sesi anda telah berakhir, silakan login kembali’ dan anggota keluar',
      // Signing out here ends the stream too; that needs no word.
      guard: 'signedIn',
      actions: ['notifySessionEnded', { type: 'tellSession', params: { type: 'UNAUTHENTICATED' } satisfies SessionEvent }],
    },
    [LIVE_EVENT.signedOut]: {
      description: 'Server mengeluarkan anggota dari semua sesinya → halaman login menyebutkan alasannya',
      actions: {
        type: 'tellSession',
        params: ({ event }: { event: MemberShellEvent }): SessionEvent => ({
          type: 'SIGNED_OUT_BY_SERVER',
          message: event.type === LIVE_EVENT.signedOut ? event.message : '',
        }),
      },
    },
    // The link.
    'STREAM.UP': {
      description: 'Siaran langsung tersambung → daftar hanya dimuat saat ada kabar',
      guard: 'streamWasDown',
      actions: [assign({ streamLive: true }), { type: 'deliver', params: { to: LISTS, event: { type: 'STREAM_UP' } } }],
    },
    'STREAM.DOWN': {
      description: 'Siaran langsung terputus → daftar ditanyakan tiap 30 detik',
      guard: 'streamWasUp',
      actions: [assign({ streamLive: false }), { type: 'deliver', params: { to: LISTS, event: { type: 'STREAM_DOWN' } } }],
    },
    // The session.
    'SESSION.TOKEN': {
      description: 'Sesi berganti token (keluar, atau anggota lain masuk) → siaran langsung ditutup atau dibuka untuk token barunya',
      actions: [
        assign({ token: ({ event }) => event.token }),
        {
          type: 'deliver',
          params: ({ event }: { event: Extract<MemberShellEvent, { type: 'SESSION.TOKEN' }> }): Delivery => ({
            to: ['liveStream'],
            event: event.token === null ? { type: 'SIGNED_OUT' } : { type: 'SIGNED_IN', token: event.token },
          }),
        },
      ],
    },
    'SESSION.USER': {
      description: 'Sesi memuat ulang pengguna saat ini → lencana notifikasi mengikuti server',
      actions: {
        type: 'deliver',
        params: ({ event }: { event: Extract<MemberShellEvent, { type: 'SESSION.USER' }> }): Delivery => ({
          to: ['notifications'],
          event: { type: 'SYNCED', notificationList: event.notificationList, readedNotif: event.readedNotif },
        }),
      },
    },
    // The screens, and what they tell.
    'SCREEN.LINKED': {
      description: 'Layar yang mengikuti siaran tampil → ia menerima kabar yang bisa ia tangani',
      // Once only: a screen restarted in place (React's development checks) links again.
      actions: assign({
        screens: ({ context, event }) => (context.screens.includes(event.screen) ? context.screens : [...context.screens, event.screen]),
      }),
    },
    'SCREEN.UNLINKED': {
      description: 'Layar yang mengikuti siaran ditutup → ia tidak menerima kabar lagi',
      actions: assign({ screens: ({ context, event }) => context.screens.filter((screen) => screen !== event.screen) }),
    },
    'SAFETY.CHANGED': {
      description:
        'Anggota membisukan atau membuka bisukan, atau memblokir atau membuka blokir saat siaran terputus (tersambung: server sendiri mengabarkannya), di tab ini → layar dimuat ulang tanpa atau dengan anggota itu',
      guard: 'serverWillNotTell',
      actions: { type: 'tellScreens', params: REFRESH },
    },
    // The page and the network.
    HIDDEN: {
      description: 'Halaman disembunyikan → siaran dan daftar berhenti bertanya',
      actions: { type: 'deliver', params: { to: EVERYONE, event: { type: 'HIDDEN' } } },
    },
    VISIBLE: {
      description: 'Halaman dilihat lagi → siaran dan daftar mengikuti server lagi',
      actions: { type: 'deliver', params: { to: EVERYONE, event: { type: 'VISIBLE' } } },
    },
    OFFLINE: {
      description: 'Peramban kehilangan jaringan → siaran langsung menunggu jaringan kembali',
      actions: { type: 'deliver', params: { to: ['liveStream'], event: { type: 'OFFLINE' } } },
    },
    ONLINE: {
      description: 'Jaringan peramban kembali → siaran langsung tersambung lagi',
      actions: { type: 'deliver', params: { to: ['liveStream'], event: { type: 'ONLINE' } } },
    },
  },
  initial: 'presenceUnseen',
  states: {
    presenceUnseen: {
      description: 'Tidak ada daftar pengguna online di layar: daftarnya tidak ditanyakan',
      on: {
        'PRESENCE.SHOWN': {
          description: 'Daftar pengguna online tampil (panel beranda atau jendela bilah bawah) → daftarnya dimuat',
          target: 'presenceShown',
          actions: assign({ presenceViewers: 1 }),
        },
      },
    },
    presenceShown: {
      description: 'Daftar pengguna online tampil: daftarnya mengikuti server',
      invoke: {
        id: 'presence',
        src: 'presence',
        input: ({ context }) => ({ streamOpen: context.streamLive }),
      },
      on: {
        'PRESENCE.SHOWN': {
          description: 'Daftar pengguna online tampil di tempat kedua → keduanya menampilkan daftar yang sama',
          actions: assign({ presenceViewers: ({ context }) => context.presenceViewers + 1 }),
        },
        'PRESENCE.GONE': [
          {
            description: 'Daftar pengguna online terakhir ditutup → daftarnya tidak ditanyakan lagi',
            guard: 'lastViewer',
            target: 'presenceUnseen',
            actions: assign({ presenceViewers: 0 }),
          },
          {
            description: 'Satu dari dua daftar pengguna online ditutup → yang lain tetap mengikuti server',
            actions: assign({ presenceViewers: ({ context }) => context.presenceViewers - 1 }),
          },
        ],
      },
    },
  },
});
