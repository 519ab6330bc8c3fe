// Sample events for the app's version: a new one waiting, the member's reload, and the new
// version taking over or failing to.
import { fromCallback } from 'xstate';
import { appUpdateMachine } from '../../machines/app-update.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

const expectations: SpecExpectation[] = [
  {
    spec: '§4 States and transitions',
    name: 'Versi baru yang menunggu ditawarkan dengan ‘Versi baru tersedia’ dan ‘Muat ulang’',
    when: { event: 'NEW_VERSION_WAITING' },
    text: { in: 'page', says: ['Versi baru tersedia', 'Muat ulang'] },
  },
  {
    spec: '§4 States and transitions',
    name: 'Halaman dimuat ulang setelah versi baru mengambil alih',
    when: { event: 'xstate.done.actor.activateNewVersion' },
    request: { actor: 'reloadPage', input: undefined },
  },
];

export const appUpdateModel = {
  // The machine alone: no worker reports by itself (the path's steps say what it reports).
  machine: appUpdateMachine.provide({ actors: { watchVersions: fromCallback(() => {}) } }),
  expectations,
  actors: ['activateNewVersion', 'reloadPage'],
  events: [
    { type: 'NEW_VERSION_WAITING' },
    { type: 'RELOAD' },
    { type: 'xstate.done.actor.activateNewVersion' },
    { type: 'xstate.error.actor.activateNewVersion', error: new Error('redundant') },
  ],
};
