// The profile calls as the contract spells them (the HTTP client itself is replaced).
import { describe, expect, it, vi } from 'vitest';
import { request } from '../../src/api/http.ts';
import { fetchProfile, uploadAvatar } from '../../src/api/profile.ts';

vi.mock('../../src/api/http.ts', () => ({ request: vi.fn(async () => ({ status: true, message: 'ok' })) }));

describe('profile calls', () => {
  it('sends the avatar as the foto_profile file cropped_image.jpg, the method spoofed as PUT', async () => {
    const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
    await uploadAvatar(jpeg);

    const [path, options] = vi.mocked(request).mock.calls.at(-1)!;
    expect(path).toBe('/profile/avatar');
    expect(options).toMatchObject({ method: 'POST', query: { _method: 'PUT' } });
    const file = (options?.body as FormData).get('foto_profile') as File;
    expect(file.name).toBe('cropped_image.jpg');
    expect(file.type).toBe('image/jpeg');
  });

  it('escapes the username in the profile address', async () => {
    await fetchProfile('budi/../x');
    expect(vi.mocked(request).mock.calls.at(-1)?.[0]).toBe('/user/profile/budi%2F..%2Fx');
  });
});
