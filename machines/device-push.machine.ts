// Notifications on this device (contract §18): whether the browser can show pushes, the member's
// answer to its permission question, and this device's subscription on the server. The switch
// 'Notifikasi di perangkat ini' on the account page and the one-time suggestion after a post
// both run it; the browser's permission and subscription are read afresh each time.
import { assign, fromPromise, setup } from 'xstate';
import type { BodyOf } from '../contract/wire.ts';

export type DeviceSubscription = BodyOf<'subscribePush'>;

/** What the browser says of this device before anything is asked. */
export type DeviceState = 'unsupported' | 'denied' | 'subscribed' | 'off';

/** The browser's answer to the permission question; 'default' when it was dismissed. */
export type PermissionAnswer = 'granted' | 'denied' | 'default';

export interface DevicePushContext {
  key: string | null;
  subscription: DeviceSubscription | null;
  /** The push service URL of the subscription being ended. */
  endpoint: string | null;
}

export type DevicePushEvent = { type: 'TURN_ON' } | { type: 'TURN_OFF' } | { type: 'RETRY' };

/** A state whose switch is busy. */
export type DevicePushTag = 'busy';

const deviceIs = (state: DeviceState) => ({ event }: { event: unknown }) => (event as { output?: unknown }).output === state;
const answerIs = (answer: PermissionAnswer) => ({ event }: { event: unknown }) => (event as { output?: unknown }).output === answer;

export const devicePushMachine = setup({
  types: {
    context: {} as DevicePushContext,
    events: {} as DevicePushEvent,
    tags: {} as DevicePushTag,
  },
  actors: {
    readDevice: fromPromise<DeviceState>(async () => {
      throw new Error('readDevice is provided by the app');
    }),
    askPermission: fromPromise<PermissionAnswer>(async () => {
      throw new Error('askPermission is provided by the app');
    }),
    fetchPushKey: fromPromise<string>(async () => {
      throw new Error('fetchPushKey is provided by the app');
    }),
    subscribeDevice: fromPromise<DeviceSubscription, { key: string }>(async () => {
      throw new Error('subscribeDevice is provided by the app');
    }),
    saveSubscription: fromPromise<void, DeviceSubscription>(async () => {
      throw new Error('saveSubscription is provided by the app');
    }),
    /** Ends the browser's subscription; its endpoint, or null when there was none. */
    unsubscribeDevice: fromPromise<string | null>(async () => {
      throw new Error('unsubscribeDevice is provided by the app');
    }),
    removeSubscription: fromPromise<void, { endpoint: string }>(async () => {
      throw new Error('removeSubscription is provided by the app');
    }),
  },
  guards: {
    isUnsupported: deviceIs('unsupported'),
    isDenied: deviceIs('denied'),
    isSubscribed: deviceIs('subscribed'),
    granted: answerIs('granted'),
    refused: answerIs('denied'),
    hadSubscription: ({ event }) => typeof (event as { output?: unknown }).output === 'string',
  },
}).createMachine({
  description: 'Notifikasi di perangkat ini: izin peramban dan langganan perangkat di server',
  id: 'devicePush',
  context: { key: null, subscription: null, endpoint: null },
  initial: 'checking',
  states: {
    checking: {
      description: 'Membaca izin notifikasi dan langganan peramban ini',
      tags: ['busy'],
      invoke: {
        id: 'readDevice',
        src: 'readDevice',
        onDone: [
          { description: 'Peramban tidak mendukung notifikasi → layar menyebut tidak didukung', guard: 'isUnsupported', target: 'unsupported' },
          { description: 'Notifikasi diblokir di peramban ini → layar menjelaskan cara mengizinkannya', guard: 'isDenied', target: 'denied' },
          { description: 'Perangkat sudah berlangganan → sakelar menyala', guard: 'isSubscribed', target: 'subscribed' },
          { description: 'Perangkat belum berlangganan → sakelar mati', target: 'notAsked' },
        ],
        onError: { description: 'Izin gagal dibaca → layar menampilkan ‘gagal’ dan tombol ‘Coba lagi’', target: 'failed' },
      },
    },
    unsupported: { description: 'Peramban ini tidak mendukung notifikasi: sakelar tidak dapat dipakai' },
    notAsked: {
      description: 'Sakelar mati: notifikasi belum aktif di perangkat ini',
      on: {
        TURN_ON: { description: 'Anggota menyalakan sakelar → peramban menanyakan izin', target: 'asking' },
      },
    },
    asking: {
      description: 'Peramban menanyakan izin notifikasi',
      tags: ['busy'],
      invoke: {
        id: 'askPermission',
        src: 'askPermission',
        onDone: [
          { description: 'Anggota mengizinkan → perangkat didaftarkan', guard: 'granted', target: 'subscribing' },
          { description: 'Anggota memblokir → layar menjelaskan cara mengizinkannya', guard: 'refused', target: 'denied' },
          { description: 'Anggota menutup pertanyaan tanpa menjawab → sakelar tetap mati', target: 'notAsked' },
        ],
        onError: { description: 'Peramban gagal bertanya → layar menampilkan ‘gagal’ dan tombol ‘Coba lagi’', target: 'failed' },
      },
    },
    subscribing: {
      description: 'Mendaftarkan perangkat ini untuk notifikasi',
      tags: ['busy'],
      initial: 'key',
      states: {
        key: {
          description: 'Meminta kunci notifikasi server',
          invoke: {
            id: 'fetchPushKey',
            src: 'fetchPushKey',
            onDone: {
              description: 'Server mengirim kuncinya → peramban berlangganan dengan kunci itu',
              target: 'device',
              actions: assign({ key: ({ event }) => event.output }),
            },
            onError: { description: 'Kunci gagal dimuat → layar menampilkan ‘gagal’', target: '#devicePush.failed' },
          },
        },
        device: {
          description: 'Peramban berlangganan ke layanan notifikasinya',
          invoke: {
            id: 'subscribeDevice',
            src: 'subscribeDevice',
            input: ({ context }) => ({ key: context.key ?? '' }),
            onDone: {
              description: 'Peramban berlangganan → langganan dikirim ke server',
              target: 'saving',
              actions: assign({ subscription: ({ event }) => event.output }),
            },
            onError: { description: 'Peramban gagal berlangganan → layar menampilkan ‘gagal’', target: '#devicePush.failed' },
          },
        },
        saving: {
          description: 'Mengirim langganan perangkat ke server',
          invoke: {
            id: 'saveSubscription',
            src: 'saveSubscription',
            input: ({ context }) => context.subscription!,
            onDone: { description: 'Server menyimpan langganan → sakelar menyala', target: '#devicePush.subscribed' },
            onError: { description: 'Langganan gagal disimpan → layar menampilkan ‘gagal’', target: '#devicePush.failed' },
          },
        },
      },
    },
    subscribed: {
      description: 'Sakelar menyala: perangkat ini menerima notifikasi',
      on: { TURN_OFF: { description: 'Anggota mematikan sakelar → langganan perangkat diakhiri', target: 'unsubscribing' } },
    },
    unsubscribing: {
      description: 'Mengakhiri langganan perangkat ini',
      tags: ['busy'],
      initial: 'device',
      states: {
        device: {
          description: 'Peramban mengakhiri langganannya',
          invoke: {
            id: 'unsubscribeDevice',
            src: 'unsubscribeDevice',
            onDone: [
              {
                description: 'Peramban mengakhiri langganan → server diminta melupakannya',
                guard: 'hadSubscription',
                target: 'removing',
                actions: assign({ endpoint: ({ event }) => event.output }),
              },
              { description: 'Peramban tidak punya langganan → sakelar mati', target: '#devicePush.notAsked' },
            ],
            onError: { description: 'Langganan gagal diakhiri → layar menampilkan ‘gagal’', target: '#devicePush.failed' },
          },
        },
        removing: {
          description: 'Meminta server melupakan langganan perangkat ini',
          invoke: {
            id: 'removeSubscription',
            src: 'removeSubscription',
            input: ({ context }) => ({ endpoint: context.endpoint ?? '' }),
            onDone: { description: 'Server melupakan langganan → sakelar mati', target: '#devicePush.notAsked' },
            onError: { description: 'Server gagal melupakan langganan → layar menampilkan ‘gagal’', target: '#devicePush.failed' },
          },
        },
      },
    },
    denied: { description: 'Notifikasi diblokir di peramban ini: layar menjelaskan cara mengizinkannya dari pengaturan situs' },
    failed: {
      description: 'Notifikasi gagal diubah: layar menampilkan ‘gagal’ dan tombol ‘Coba lagi’',
      on: { RETRY: { description: 'Anggota menekan ‘Coba lagi’ → izin dan langganan dibaca ulang', target: 'checking' } },
    },
  },
});
