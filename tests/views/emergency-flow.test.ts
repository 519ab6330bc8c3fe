// The live emergency flow's calls: which link goes with the place, and how the quota is asked for
// and kept: a used quota known here is shown again without asking, counted down by the hour.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { fetchEmergencyHoursLeft, sendEmergency } from '../../src/api/emergency.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { flush } from '../helpers/model/controlled-actors.ts';
import { pickedPlace, typedMessage, typedPlace } from '../models/emergency.model.ts';

vi.mock('../../src/api/emergency.ts', () => ({
  fetchEmergencyHoursLeft: vi.fn(),
  sendEmergency: vi.fn(),
  fetchLatestEmergency: vi.fn(),
}));

const HOUR_MS = 60 * 60 * 1000;

const ok = { status: true as const, message: 'ok' };

beforeEach(() => {
  vi.mocked(fetchEmergencyHoursLeft).mockReset().mockResolvedValue(null);
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

  it('shows a used quota with its hours, and again on reopening without asking', async () => {
    vi.mocked(fetchEmergencyHoursLeft).mockResolvedValue(23);
    const actor = createActor(liveFlows.emergency).start();
    actor.send({ type: 'OPEN' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ quota: 'used', modal: { drafting: 'limited' } });
    expect(actor.getSnapshot().context.hoursLeft).toBe(23);

    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    await flush();
    expect(actor.getSnapshot().matches({ modal: { drafting: 'limited' } })).toBe(true);
    expect(fetchEmergencyHoursLeft).toHaveBeenCalledTimes(1);
  });

  it('counts a kept quota down by the hour and asks again once it may be free', async () => {
    vi.mocked(fetchEmergencyHoursLeft).mockResolvedValueOnce(2).mockResolvedValueOnce(null);
    const clock = new SimulatedClock();
    const actor = createActor(liveFlows.emergency, { clock }).start();
    actor.send({ type: 'OPEN' });
    await flush();
    clock.increment(HOUR_MS);
    expect(actor.getSnapshot().context.hoursLeft).toBe(1);
    expect(fetchEmergencyHoursLeft).toHaveBeenCalledTimes(1);

    // One hour more and it may be free: the open modal asks, and Send comes back.
    clock.increment(HOUR_MS);
    await flush();
    expect(fetchEmergencyHoursLeft).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toEqual({ quota: 'unknown', modal: { drafting: 'available' } });
  });

  it('asks every time while under an hour is left: it may be free any minute', async () => {
    vi.mocked(fetchEmergencyHoursLeft).mockResolvedValue(0);
    const actor = createActor(liveFlows.emergency).start();
    actor.send({ type: 'OPEN' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ quota: 'unknown', modal: { drafting: 'limited' } });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    await flush();
    expect(fetchEmergencyHoursLeft).toHaveBeenCalledTimes(2);
  });

  it('after its own send, knows the quota is used for 23 more whole hours without asking', async () => {
    const actor = await sendWith({ type: 'PLACE_CHANGED', value: typedPlace });
    expect(actor.getSnapshot().value).toEqual({ quota: 'used', modal: 'closed' });
    actor.send({ type: 'OPEN' });
    await flush();
    expect(actor.getSnapshot().matches({ modal: { drafting: 'limited' } })).toBe(true);
    expect(actor.getSnapshot().context.hoursLeft).toBe(23);
    expect(fetchEmergencyHoursLeft).toHaveBeenCalledTimes(1);
  });
});
