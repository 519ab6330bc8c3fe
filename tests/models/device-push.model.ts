// Sample events for notifications on this device: what the browser says at first, the member's
// answer to the permission question, the key, the browser's subscription and the server's answers.
import { devicePushMachine, type DeviceSubscription } from '../../machines/device-push.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const serverKey = 'BNbxGYNMhEIi9zrneh7mqV4oUanjLUK3m-mYZBc62frMKrEoMk88r3Lk596T0ck9xlT-Kwd6Dz8A8xNx6iJ5FA0';

export const deviceSubscription: DeviceSubscription = {
  endpoint: 'https://push.contoh.id/kirim/perangkat-1',
  expirationTime: null,
  keys: { p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa40HI0', auth: 'k8JV6sjdbhAi1n3_LDBLvA' },
};

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'Menyalakan notifikasi meminta kunci server: GET /push/key',
    when: { event: 'xstate.done.actor.askPermission', with: { output: 'granted' } },
    request: { actor: 'fetchPushKey', input: undefined, sends: { endpoint: 'pushKey' } },
    text: 'Menyimpan...',
  },
  {
    spec: '§7 Calls',
    name: 'Langganan peramban dikirim ke server apa adanya: POST /push/subscriptions',
    when: { event: 'xstate.done.actor.subscribeDevice' },
    request: { actor: 'saveSubscription', input: deviceSubscription, sends: { endpoint: 'subscribePush', body: deviceSubscription } },
  },
  {
    spec: '§7 Calls',
    name: 'Mematikan notifikasi meminta server melupakan endpoint perangkat: DELETE /push/subscriptions',
    when: { event: 'xstate.done.actor.unsubscribeDevice', with: { output: deviceSubscription.endpoint } },
    request: {
      actor: 'removeSubscription',
      input: { endpoint: deviceSubscription.endpoint },
      sends: { endpoint: 'unsubscribePush', body: { endpoint: deviceSubscription.endpoint } },
    },
  },
  {
    spec: '§2 Screens and routes',
    name: 'Setelah server menyimpan langganan, halaman akun menyebut notifikasi aktif',
    when: { event: 'xstate.done.actor.saveSubscription' },
    text: 'Notifikasi aktif di perangkat ini.',
  },
  {
    spec: '§8 Error catalogue',
    name: 'Izin yang diblokir menjelaskan cara mengizinkannya dari pengaturan peramban',
    when: { to: 'denied' },
    text: 'Notifikasi diblokir di peramban ini. Izinkan dari pengaturan situs di peramban, lalu muat ulang halaman.',
  },
  {
    spec: '§8 Error catalogue',
    name: 'Langganan yang gagal tampil sebagai peringatan dengan tombol ‘Coba lagi’',
    when: { to: 'failed' },
    text: { in: 'alert', says: 'Notifikasi gagal diubah, coba lagi' },
  },
  {
    spec: '§2 Screens and routes',
    name: 'Peramban tanpa notifikasi menyebut bahwa notifikasi tidak didukung',
    when: { to: 'unsupported' },
    text: 'Peramban ini tidak dapat menerima notifikasi.',
    noRequest: ['fetchPushKey'],
  },
];

const failure = { status: 0, body: null };

export const devicePushModel = {
  machine: devicePushMachine,
  expectations,
  actors: [
    'readDevice',
    'askPermission',
    'fetchPushKey',
    'subscribeDevice',
    'saveSubscription',
    'unsubscribeDevice',
    'removeSubscription',
  ],
  events: [
    { type: 'xstate.done.actor.readDevice', output: 'unsupported' },
    { type: 'xstate.done.actor.readDevice', output: 'denied' },
    { type: 'xstate.done.actor.readDevice', output: 'subscribed' },
    { type: 'xstate.done.actor.readDevice', output: 'off' },
    { type: 'xstate.error.actor.readDevice', error: new Error('permissions unreadable') },
    { type: 'TURN_ON' },
    { type: 'TURN_OFF' },
    { type: 'RETRY' },
    { type: 'xstate.done.actor.askPermission', output: 'granted' },
    { type: 'xstate.done.actor.askPermission', output: 'denied' },
    { type: 'xstate.done.actor.askPermission', output: 'default' },
    { type: 'xstate.error.actor.askPermission', error: new Error('no prompt') },
    { type: 'xstate.done.actor.fetchPushKey', output: serverKey },
    { type: 'xstate.error.actor.fetchPushKey', error: failure },
    { type: 'xstate.done.actor.subscribeDevice', output: deviceSubscription },
    { type: 'xstate.error.actor.subscribeDevice', error: new Error('push service error') },
    { type: 'xstate.done.actor.saveSubscription' },
    { type: 'xstate.error.actor.saveSubscription', error: failure },
    { type: 'xstate.done.actor.unsubscribeDevice', output: deviceSubscription.endpoint },
    { type: 'xstate.done.actor.unsubscribeDevice', output: null },
    { type: 'xstate.error.actor.unsubscribeDevice', error: new Error('unsubscribe failed') },
    { type: 'xstate.done.actor.removeSubscription' },
    { type: 'xstate.error.actor.removeSubscription', error: failure },
  ],
};
