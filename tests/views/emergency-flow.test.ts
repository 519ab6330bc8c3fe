// The live emergency flow's calls: which link goes with the place, and how the quota answer is read.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { checkEmergencyLimit, sendEmergency } from '../../src/api/emergency.ts';
import { liveFlows } from '../../src/app/flows.ts';
import { flush } from '../helpers/model/controlled-actors.ts';
import { pickedPlace, typedMessage, typedPlace } from '../models/emergency.model.ts';

vi.mock('../../src/api/emergency.ts', () => ({
  checkEmergencyLimit: vi.fn(),
  sendEmergency: vi.fn(),
}));

const ok = { status: true as const, message: 'ok' };

beforeEach(() => {
  vi.mocked(checkEmergencyLimit).mockReset().mockResolvedValue(ok);
  vi.mocked(sendEmergency).mockReset().mockResolvedValue(ok);
});

async function sendWith(place: { type: 'PLACE_CHANGED'; value: string } | { type: 'PLACE_CHOSEN'; name: string; url: string | null }) {
  const actor = createActor(liveFlows.emergency).start();
  actor.send({ type: 'OPEN' });
  await flush();
  actor.send({ type: 'MESSAGE_CHANGED', value: `  ${typedMessage} ` });
  actor.send(place);
  actor.send({ type: 'SEND' });
  actor.send({ type: 'CONFIRM' });
  await flush();
  return actor;
}

describe('emergency flow', () => {
  it('links a typed place to a Maps search for it', async () => {
    await sendWith({ type: 'PLACE_CHANGED', value: typedPlace });
    expect(sendEmergency).toHaveBeenCalledWith({
      message: typedMessage,
      place: typedPlace,
      map: 'https://www.google.com/maps/search/?api=1&query=Warung%20Bu%20Sri',
    });
  });

  it('links a picked place to its own Maps page', async () => {
    await sendWith({ type: 'PLACE_CHOSEN', ...pickedPlace });
    expect(sendEmergency).toHaveBeenCalledWith({ message: typedMessage, place: pickedPlace.name, map: pickedPlace.url });
  });

  it('reads the hours left from a used quota', async () => {
    vi.mocked(checkEmergencyLimit).mockRejectedValue({ status: 422, body: { status: false, message: 23 } });
    const actor = createActor(liveFlows.emergency).start();
    actor.send({ type: 'OPEN' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ drafting: 'limited' });
    expect(actor.getSnapshot().context.hoursLeft).toBe(23);
  });
});
