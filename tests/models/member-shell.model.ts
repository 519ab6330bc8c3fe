// Sample events for the member shell's live part: what the server pushes (each kind), the link
// coming up and going down, the session's token changing (signed out, another member) and its
// newer current user, the page hidden and seen, the network lost and back, lists of who is
// online appearing and going (at most two at once), a screen linking and going, and a block or
// mute made in the tab (with the stream down: over an open one the server tells of a block
// itself, and the machine tests check the shell waits for it). The shell's children run as
// stand-ins that take whatever they are sent; what the shell sends them and the screens is
// checked by name and params.
import { createActor, fromCallback, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { memberShellMachine, type MemberShellContext } from '../../machines/member-shell.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const memberToken = 'test-token';
export const otherToken = 'token-ayu';

const child = () => fromCallback(() => {});

/**
 * The shell alone: children that take events and do nothing, and the app's ways in report nothing
 * by themselves. Its `deliver` and `tellScreens` run as plain actions here, so each step shows whom
 * it tells what (the real ones send through `sendTo`, which the view runs see arriving at the
 * bell, the list and the screens).
 */
export const memberShellModelMachine = memberShellMachine.provide({
  actions: { deliver: () => {}, tellScreens: () => {} },
  actors: {
    liveStream: child(),
    notifications: child(),
    presence: child(),
    followSession: child(),
    pageVisibility: child(),
    network: child(),
  } as never,
});

export const pushed = {
  notification: { type: 'notification', notification_id: 7, post_id: 12 },
  presence: { type: 'presence', online: [4], offline: [] },
  resync: { type: 'resync' },
  likes: { type: 'counts', post_id: 12, total_like: 3 },
  comments: { type: 'counts', post_id: 12, total_comment: 1 },
  post: { type: 'post', post_id: 13 },
  emergency: { type: 'emergency', sender_id: 3, sender_first_name: 'Sari', message: 'Tolong', place: 'KM 57', map: null },
  revoked: { type: 'revoked' },
  signedOut: { type: 'signed_out', reason: 'suspended', message: 'Akun ditangguhkan hingga 4 Desember 2026' },
  visibilityChanged: { type: 'visibility_changed', username: 'ayu', user_id: 4, hidden: true },
};

export const userNotifications = { type: 'SESSION.USER', notificationList: null, readedNotif: 2 };

/** A screen's actor, as its link names it to the shell. */
const screen = createActor(child());

export const safetyChanges = {
  muted: { type: 'SAFETY.CHANGED', username: 'ayu', change: 'muted' },
  blocked: { type: 'SAFETY.CHANGED', username: 'ayu', change: 'blocked' },
};

/**
 * What happens next. The server's events, the page and the network are tried on the member's
 * own session with the stream down; the session changes once; the link goes up and down; a
 * second list of who is online is the most.
 */
function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { token, streamLive, presenceViewers, screens } = snapshot.context as MemberShellContext;
  const own = token === memberToken && !streamLive && presenceViewers <= 1;
  const routed = own
    ? [
        ...Object.values(pushed),
        userNotifications,
        { type: 'SESSION.TOKEN', token: null },
        { type: 'SESSION.TOKEN', token: otherToken },
        { type: 'HIDDEN' },
        { type: 'VISIBLE' },
        { type: 'OFFLINE' },
        { type: 'ONLINE' },
        ...Object.values(safetyChanges),
        screens.length === 0 ? { type: 'SCREEN.LINKED', screen } : { type: 'SCREEN.UNLINKED', screen },
      ]
    : [];
  const link = token === memberToken ? [{ type: streamLive ? 'STREAM.DOWN' : 'STREAM.UP' }] : [];
  const lists = [
    ...(presenceViewers < 2 && token === memberToken ? [{ type: 'PRESENCE.SHOWN' }] : []),
    ...(presenceViewers > 0 ? [{ type: 'PRESENCE.GONE' }] : []),
  ];
  return [...routed, ...link, ...lists];
}

const expectations: SpecExpectation[] = [
  {
    spec: '§4 States and transitions',
    name: 'Notifikasi baru dari aliran langsung membuat lonceng memuat daftarnya',
    when: { event: 'notification' },
    actions: [{ type: 'deliver', params: { to: ['notifications'], event: { type: 'STALE' } } }],
  },
  {
    spec: '§4 States and transitions',
    name: 'Kabar pengguna datang atau pergi membuat daftar pengguna online dimuat lagi',
    when: { event: 'presence' },
    actions: [{ type: 'deliver', params: { to: ['presence'], event: { type: 'STALE' } } }],
  },
  {
    spec: '§4 States and transitions',
    name: 'Peristiwa yang terlewat (resync) memuat ulang kedua daftar dan layar',
    when: { event: 'resync' },
    actions: [
      { type: 'deliver', params: { to: ['notifications', 'presence'], event: { type: 'STALE' } } },
      { type: 'tellScreens', params: { type: 'REFRESH' } },
    ],
  },
  {
    spec: '§4 States and transitions',
    name: 'Post baru dari aliran langsung diberitahukan ke beranda',
    when: { event: 'post' },
    actions: [{ type: 'tellScreens', params: { type: 'POST_ANNOUNCED', postId: 13 } }],
  },
  {
    spec: '§4 States and transitions',
    name: 'Panggilan darurat dari aliran langsung diberitahukan ke spanduk darurat, dengan pengirim, pesan dan lokasinya',
    when: { event: 'emergency' },
    actions: [
      {
        type: 'tellScreens',
        params: { type: 'EMERGENCY_ANNOUNCED', call: { sender_id: 3, sender_first_name: 'Sari', message: 'Tolong', place: 'KM 57', map: null } },
      },
    ],
  },
  {
    spec: '§4 States and transitions',
    name: 'Jumlah suka baru dari aliran langsung diberitahukan ke tombol suka post itu',
    when: { event: 'counts', with: { total_like: 3 } },
    actions: [{ type: 'tellScreens', params: { type: 'LIKES_COUNTED', postId: 12, total: 3 } }],
  },
  {
    spec: '§4 States and transitions',
    name: 'Jumlah komentar baru dari aliran langsung diberitahukan ke panel komentar post itu',
    when: { event: 'counts', with: { total_comment: 1 } },
    actions: [{ type: 'tellScreens', params: { type: 'COMMENTS_COUNTED', postId: 12, total: 1 } }],
  },
  {
    spec: '§16 Keamanan',
    name: 'Blokir dari server (visibility_changed) memuat ulang daftar dan layar',
    when: { event: 'visibility_changed' },
    actions: [
      { type: 'deliver', params: { to: ['notifications', 'presence'], event: { type: 'STALE' } } },
      { type: 'tellScreens', params: { type: 'REFRESH' } },
    ],
  },
  {
    spec: '§16 Keamanan',
    name: 'Bisukan di tab ini memuat ulang layar',
    when: { event: 'SAFETY.CHANGED', with: { change: 'muted' } },
    actions: [{ type: 'tellScreens', params: { type: 'REFRESH' } }],
  },
  {
    spec: '§16 Keamanan',
    name: 'Blokir di tab ini saat siaran terputus memuat ulang layar (server tidak dapat mengabarkannya)',
    when: { event: 'SAFETY.CHANGED', with: { change: 'blocked' } },
    actions: [{ type: 'tellScreens', params: { type: 'REFRESH' } }],
  },
  {
    spec: '§6 Roles and permissions',
    name: 'Sesi dicabut di server: anggota keluar dengan pesan ‘Sesi anda telah berakhir’',
    when: { event: 'revoked' },
    actions: ['notifySessionEnded', { type: 'tellSession', params: { type: 'UNAUTHENTICATED' } }],
  },
  {
    spec: '§6 Roles and permissions',
    name: 'Server mengeluarkan anggota dari semua sesi: halaman login menyebutkan alasannya',
    when: { event: 'signed_out' },
    actions: [{ type: 'tellSession', params: { type: 'SIGNED_OUT_BY_SERVER', message: pushed.signedOut.message } }],
  },
  {
    spec: '§4 States and transitions',
    name: 'Aliran langsung tersambung: kedua daftar berhenti bertanya berkala',
    when: { event: 'STREAM.UP' },
    actions: [{ type: 'deliver', params: { to: ['notifications', 'presence'], event: { type: 'STREAM_UP' } } }],
  },
  {
    spec: '§4 States and transitions',
    name: 'Sign out menutup aliran langsung',
    when: { event: 'SESSION.TOKEN', with: { token: null } },
    actions: [{ type: 'deliver', params: { to: ['liveStream'], event: { type: 'SIGNED_OUT' } } }],
  },
  {
    spec: '§7 Calls',
    name: 'Halaman tersembunyi: aliran dan kedua daftar berhenti bertanya',
    when: { event: 'HIDDEN' },
    actions: [{ type: 'deliver', params: { to: ['liveStream', 'notifications', 'presence'], event: { type: 'HIDDEN' } } }],
  },
  {
    spec: '§2 Screens and routes',
    name: 'Lencana notifikasi mengikuti pengguna saat ini yang dimuat ulang sesi',
    when: { event: 'SESSION.USER' },
    actions: [{ type: 'deliver', params: { to: ['notifications'], event: { type: 'SYNCED', notificationList: null, readedNotif: 2 } } }],
  },
];

export const memberShellModel = {
  machine: memberShellModelMachine,
  expectations,
  actors: [],
  inputs: [{ token: memberToken, notifications: { notificationList: null, readedNotif: 0 } }],
  events,
};
