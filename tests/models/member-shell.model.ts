// Sample events for the member shell's live part: what the server pushes (each kind), the link
// coming up and going down, the session's token changing (signed out, another member) and its
// newer current user, the page hidden and seen, the network lost and back, and lists of who is
// online appearing and going (at most two at once). The shell's children run as stand-ins that
// take whatever they are sent; what the shell sends them is checked by name and params.
import { fromCallback, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { memberShellMachine, type MemberShellContext } from '../../machines/member-shell.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const memberToken = 'test-token';
export const otherToken = 'token-ayu';

const child = () => fromCallback(() => {});

/**
 * The shell alone: children that take events and do nothing, and the app's ways in report nothing
 * by themselves. Its `deliver` runs as a plain action here, so each step shows whom it tells what
 * (the real one sends through `sendTo`, which the view runs see arriving at the bell and the list).
 */
export const memberShellModelMachine = memberShellMachine.provide({
  actions: { deliver: () => {} },
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
  counts: { type: 'counts', post_id: 12, total_like: 3, total_comment: 1 },
  post: { type: 'post', post_id: 13 },
  emergency: { type: 'emergency', sender_id: 3, sender_first_name: 'Sari', message: 'Tolong', place: 'KM 57', map: null },
  revoked: { type: 'revoked' },
  signedOut: { type: 'signed_out', reason: 'suspended', message: 'Akun ditangguhkan hingga 4 Desember 2026' },
  visibilityChanged: { type: 'visibility_changed', username: 'ayu', user_id: 4, hidden: true },
};

export const userNotifications = { type: 'SESSION.USER', notificationList: null, readedNotif: 2 };

/**
 * What happens next. The server's events, the page and the network are tried on the member's
 * own session with the stream down; the session changes once; the link goes up and down; a
 * second list of who is online is the most.
 */
function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { token, streamLive, presenceViewers } = snapshot.context as MemberShellContext;
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
    actions: [{ type: 'deliver', params: { to: ['notifications', 'presence'], event: { type: 'STALE' } } }],
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
