// Sample events for the browser's connection: going offline and online, requests that do or do not
// reach the server, and a write tried offline.
import { fromCallback } from 'xstate';
import { connectionMachine } from '../../machines/connection.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

const expectations: SpecExpectation[] = [
  {
    spec: '§8 Error catalogue',
    name: 'Tanpa jaringan wilayah status aplikasi menyebut ‘Anda sedang offline’',
    when: { to: 'offline.reading' },
    text: { in: 'page', says: ['Anda sedang offline', 'Yang tampil adalah yang terakhir dimuat di perangkat ini.'] },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Permintaan yang tidak sampai ke server membuat wilayah status menyebut ‘Anda sedang offline’, walau peramban mengaku tersambung',
    when: { event: 'UNREACHABLE' },
    text: { in: 'page', says: 'Anda sedang offline' },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Kiriman selagi offline ditolak dengan pesan yang jelas, isian tetap ada',
    when: { event: 'WRITE_REFUSED' },
    text: {
      in: 'page',
      says: ['Anda sedang offline', 'Belum terkirim karena anda sedang offline. Isian anda tetap ada; kirim lagi setelah tersambung.'],
    },
  },
];

export const connectionModel = {
  // The machine alone: a connection that reports nothing by itself (the path's steps say what it reports).
  machine: connectionMachine.provide({ actors: { watchConnection: fromCallback(() => {}) } }),
  expectations,
  actors: [],
  inputs: [{ online: true }, { online: false }],
  events: [{ type: 'OFFLINE' }, { type: 'ONLINE' }, { type: 'WRITE_REFUSED' }, { type: 'UNREACHABLE' }, { type: 'REACHED' }],
};
