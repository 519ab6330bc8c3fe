// GET /emergency/latest (ours): the community's last emergency broadcast of the past 24 hours,
// for a member who opens the app after it, named by its sender's first name as the mail does;
// a sender hidden from the member (a block either way) is left out, as on the live stream.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmergencyRequest, LatestEmergencyResponse } from '../../contract/wire.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const HOUR_MS = 60 * 60 * 1000;

// Each test starts a day after the last, so earlier broadcasts are out of the window and every quota is free.
beforeEach(() => {
  server.clock.now = new Date(server.clock.now.getTime() + 25 * HOUR_MS);
});

const call: EmergencyRequest = {
  message: 'Ban bus rombongan pecah, butuh bantuan dongkrak.',
  place: 'Rest area KM 57',
  map: 'https://maps.example.com/?q=km+57',
};

async function broadcast(sender: RegisteredUser, body: EmergencyRequest = call): Promise<void> {
  expect((await server.request('POST', '/emergency-mail', { token: sender.token, body })).status).toBe(202);
}

async function latestFor(member: RegisteredUser): Promise<LatestEmergencyResponse['emergency']> {
  const response = await server.request<LatestEmergencyResponse>('GET', '/emergency/latest', { token: member.token });
  expect(response.status).toBe(200);
  expect(response.body.status).toBe(true);
  return response.body.emergency;
}

describe('GET /emergency/latest', () => {
  it('answers null while no broadcast was sent in the past 24 hours', async () => {
    expect(await latestFor(await server.verifiedUser())).toBeNull();
  });

  it('answers the newest broadcast with its sender’s first name, to the sender and to every other member', async () => {
    const first = await server.verifiedUser({ first_name: 'Dewi' });
    const second = await server.verifiedUser({ first_name: 'Eko' });
    const reader = await server.verifiedUser();
    await broadcast(first);
    server.clock.advance(60_000);
    const later = { ...call, message: 'Sudah ada yang datang, terima kasih!\nKami lanjut jalan.' };
    await broadcast(second, later);

    const shown = await latestFor(reader);
    expect(shown).toEqual({
      id: expect.any(Number),
      sender_id: expect.any(Number),
      sender_first_name: 'Eko',
      message: later.message,
      place: later.place,
      map: later.map,
      created_at: server.clock.now.toISOString(),
    });
    expect(await latestFor(second)).toEqual(shown);
  });

  it('stops answering a broadcast once it is 24 hours old', async () => {
    const sender = await server.verifiedUser({ first_name: 'Fajar' });
    const reader = await server.verifiedUser();
    await broadcast(sender);
    server.clock.advance(24 * HOUR_MS - 1);
    expect((await latestFor(reader))?.sender_first_name).toBe('Fajar');
    server.clock.advance(1);
    expect(await latestFor(reader)).toBeNull();
  });

  it('leaves out a sender blocked either way, answering the newest broadcast of a sender still seen', async () => {
    const seen = await server.verifiedUser({ first_name: 'Gita' });
    const blocked = await server.verifiedUser({ first_name: 'Hadi' });
    const reader = await server.verifiedUser();
    const other = await server.verifiedUser();
    await broadcast(seen);
    server.clock.advance(60_000);
    await broadcast(blocked);
    expect((await latestFor(reader))?.sender_first_name).toBe('Hadi');

    const blockUrl = `/users/${blocked.input.username}/block`;
    expect((await server.request('POST', blockUrl, { token: reader.token })).status).toBe(200);
    expect((await latestFor(reader))?.sender_first_name).toBe('Gita');
    expect((await latestFor(other))?.sender_first_name).toBe('Hadi');

    // The sender blocking the reader hides the call just the same.
    expect((await server.request('DELETE', blockUrl, { token: reader.token })).status).toBe(200);
    expect((await server.request('POST', `/users/${reader.input.username}/block`, { token: blocked.token })).status).toBe(200);
    expect((await latestFor(reader))?.sender_first_name).toBe('Gita');
  });

  it('needs a verified session', async () => {
    expect((await server.request('GET', '/emergency/latest')).status).toBe(401);
    const unverified = await server.registerUser();
    expect((await server.request('GET', '/emergency/latest', { token: unverified.token })).status).toBe(403);
  });
});
