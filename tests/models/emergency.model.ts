// Sample events for the emergency broadcast, as a person sends them: open the modal, press Send
// with nothing filled in, write the message, type the place or pick it from the suggestions,
// Send, then confirm, cancel or close (the draft is there again on reopening). Every answer of the
// quota check (free, two hours left, under an hour left, no answer) and of the send is tried. A
// quota kept as used counts down by the hour (from two hours; the 23 after a send are not
// walked through hour by hour).
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { emergencyMachine, type EmergencyContext } from '../../machines/emergency.machine.ts';

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

export const emergencyModel = {
  machine: emergencyMachine,
  actors: ['checkLimit', 'sendEmergency'],
  events: (snapshot: AnyMachineSnapshot) => [...personEvents(snapshot), ...answers, ...clockEvents(snapshot)],
};
