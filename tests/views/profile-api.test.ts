// The profile calls as the contract spells them (the network is replaced).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchProfile, uploadAvatar } from '../../src/api/profile.ts';

const network = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
vi.stubGlobal('fetch', network);

const answer = (body: object) =>
  new Response(JSON.stringify({ status: true, message: 'ok', ...body }), {
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  network.mockReset().mockImplementation(async () => answer({}));
});

describe('profile calls', () => {
  it('sends the avatar as the foto_profile file cropped_image.jpg, the method spoofed as PUT', async () => {
    const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
    await uploadAvatar(jpeg);

    const [url, init] = network.mock.calls.at(-1)!;
    expect(`${init?.method} ${url}`).toBe('POST /api/v1/profile/avatar?_method=PUT');
    const file = (init?.body as FormData).get('foto_profile') as File;
    expect(file.name).toBe('cropped_image.jpg');
    expect(file.type).toBe('image/jpeg');
  });

  it('escapes the username in the profile address', async () => {
    const data = {
      ...{ first_name: 'Budi', last_name: 'S', username: 'budi', foto_profile: null },
      ...{ bio: null, address: null, phone_number: null },
    };
    network.mockImplementation(async () => answer({ data, total_albums: 0, total_threads: 0, mute: null }));
    await fetchProfile('budi/../x');
    expect(network.mock.calls.at(-1)?.[0]).toBe('/api/v1/user/profile/budi%2F..%2Fx');
  });
});
