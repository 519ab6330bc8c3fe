// Sample events for the emergency broadcast, as a person sends them: open the modal, press Send
// with nothing filled in, write the message, type the place or pick it from the suggestions,
// Send, then confirm, cancel or close (the draft is there again on reopening). Every answer of the
// quota check (free, two hours left, under an hour left, no answer) and of the send is tried. A
// quota kept as used counts down by the hour (from two hours; the 23 after a send are not
// walked through hour by hour).
import { expect } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { emergencyMachine, type EmergencyContext } from '../../machines/emergency.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const typedMessage = 'Nobar final malam ini, bawa jersey!';
export const typedPlace = 'Warung Bu Sri';
export const pickedPlace = { name: 'Chaos War Gaming House', url: 'https://maps.google.com/?cid=42' };

const refusal = (message: unknown) => ({ status: 422, body: { status: false, message } });

export const anHourPasses = { type: 'xstate.after.AN_HOUR.emergency.quota.used' };

const answers: AnyEventObject[] = [
  { type: 'xstate.done.actor.checkLimit', output: null },
  { type: 'xstate.done.actor.checkLimit', output: 2 },
  { type: 'xstate.done.actor.checkLimit', output: 0 },
  { type: 'xstate.error.actor.checkLimit', error: { status: 0, body: null } },
  { type: 'xstate.done.actor.sendEmergency', output: undefined },
  { type: 'xstate.error.actor.sendEmergency', error: refusal('Anda sudah memakai limit hari ini') },
  { type: 'xstate.error.actor.sendEmergency', error: { status: 0, body: null } },
];

function personEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { message, place, missing } = snapshot.context as EmergencyContext;
  if (snapshot.matches({ modal: 'closed' })) return [{ type: 'OPEN' }];
  if (snapshot.matches({ modal: 'confirming' })) return [{ type: 'CONFIRM' }, { type: 'CANCEL' }, { type: 'CLOSE' }];
  // Closing and coming back once is enough; with a draft it would repeat every quota answer.
  if (snapshot.matches({ modal: { drafting: 'limited' } })) return message === '' ? [{ type: 'CLOSE' }] : [];
  if (!snapshot.matches({ modal: { drafting: 'available' } })) return [];
  if (message === '') return missing.message ? [{ type: 'MESSAGE_CHANGED', value: typedMessage }] : [{ type: 'SEND' }];
  if (place === '') {
    return [
      { type: 'PLACE_CHANGED', value: typedPlace },
      { type: 'PLACE_CHOSEN', ...pickedPlace },
    ];
  }
  return [{ type: 'SEND' }];
}

/** The clock, where a kept quota has two hours or fewer left. */
function clockEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { hoursLeft } = snapshot.context as EmergencyContext;
  return hoursLeft !== null && hoursLeft <= 2 ? [anHourPasses] : [];
}

const limitAnswer = 'xstate.done.actor.checkLimit';

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'Membuka jendela menanyakan sisa kuota harian (GET /emergency-mail/quota, keputusan 114, bukan /limit)',
    when: { event: 'OPEN', to: 'modal.drafting.checkingLimit' },
    request: { actor: 'checkLimit', input: undefined, sends: { endpoint: 'emergencyQuota' } },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Limit dengan sisa jam memperingatkan “Limit harian digunakan, kirim lagi dalam 2 jam”',
    when: { event: limitAnswer, with: { output: 2 } },
    text: { in: 'alert', says: 'Limit harian digunakan, kirim lagi dalam 2 jam' },
  },
  {
    spec: '§7 Calls',
    name: 'Limit dengan sisa 0 jam menampilkan “< 1”',
    when: { event: limitAnswer, with: { output: 0 } },
    text: { in: 'alert', says: 'Limit harian digunakan, kirim lagi dalam < 1 jam' },
  },
  {
    spec: '§5 Validation rules',
    name: 'Send dengan kolom kosong tidak mengirim apa pun',
    when: { event: 'SEND', to: 'modal.drafting.available' },
    noRequest: ['sendEmergency'],
  },
  {
    spec: '§7 Calls',
    name: 'POST /emergency-mail mengirim pesan, tempat dan peta tempat yang dipilih',
    when: { event: 'CONFIRM', to: 'modal.sending' },
    request: {
      actor: 'sendEmergency',
      input: ({ events }) =>
        events.some((event) => event.type === 'PLACE_CHOSEN')
          ? { message: typedMessage, place: pickedPlace.name, placeUrl: pickedPlace.url }
          : { message: typedMessage, place: typedPlace, placeUrl: null },
      // A typed place gets a maps search for its name as its map.
      sends: ({ events }) => ({
        endpoint: 'sendEmergency',
        body: events.some((event) => event.type === 'PLACE_CHOSEN')
          ? { message: typedMessage, place: pickedPlace.name, map: pickedPlace.url }
          : { message: typedMessage, place: typedPlace, map: expect.stringContaining(encodeURIComponent(typedPlace)) },
      }),
    },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Pesan darurat terkirim menutup jendela dengan “Pesan terkirim est 6 min”',
    when: { event: 'xstate.done.actor.sendEmergency', to: 'modal.closed' },
    actions: ['notifySent'],
    text: { in: 'toast', says: 'Pesan terkirim est 6 min' },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Pesan darurat gagal memberi “Gagal terkirim”',
    when: { event: 'xstate.error.actor.sendEmergency' },
    actions: ['notifyFailed'],
    text: { in: 'toast', says: 'Gagal terkirim' },
  },
];

export const emergencyModel = {
  expectations,
  machine: emergencyMachine,
  actors: ['checkLimit', 'sendEmergency'],
  events: (snapshot: AnyMachineSnapshot) => [...personEvents(snapshot), ...answers, ...clockEvents(snapshot)],
};
