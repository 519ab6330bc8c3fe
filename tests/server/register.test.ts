import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const valid = {
  first_name: 'Aldi',
  last_name: 'Reka',
  username: 'aldi',
  email: 'Aldi@Example.com',
  password: 'rahasia123',
  password_confirmation: 'rahasia123',
  address: 'Bandung',
};

async function registerErrors(body: Record<string, unknown>) {
  const response = await server.request<{ validation_errors: Record<string, string[]> }>('POST', '/register', { body });
  expect(response.status).toBe(400);
  return response.body.validation_errors;
}

describe('POST /register', () => {
  it('creates an unverified user, answers a token and mails an OTP', async () => {
    const response = await server.request<{ status: boolean; message: string; token: string }>('POST', '/register', {
      body: valid,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ status: true, message: 'Success Registration', token: expect.any(String) });
    expect(response.body.token.length).toBeGreaterThanOrEqual(43);

    const me = await server.request<{ data: Record<string, unknown> }>('GET', '/personal-user', {
      token: response.body.token,
    });
    expect(me.body.data).toMatchObject({ username: 'aldi', email_verified_at: null, address: 'Bandung' });

    const mail = server.lastMailTo('aldi@example.com');
    expect(mail.subject).toBe('OTP Verification Code');
    expect(mail.text).toMatch(/kamu: \d{6}/);
  });

  it('stores the e-mail lower-cased and keeps the username case for display', async () => {
    const user = await server.registerUser({ username: 'MixedCase', email: 'MiXed@Example.COM' });
    const me = await server.request<{ data: Record<string, unknown> }>('GET', '/personal-user', { token: user.token });
    expect(me.body.data.username).toBe('MixedCase');
    const account = await server.login('mixed@example.com', 'rahasia123');
    expect(account).toEqual(expect.any(String));
  });

  it('accepts the optional fields empty or absent', async () => {
    const user = await server.registerUser({ address: '', phone_number: undefined });
    const me = await server.request<{ data: Record<string, unknown> }>('GET', '/personal-user', { token: user.token });
    expect(me.body.data).toMatchObject({ address: null, phone_number: null, bio: null });
  });

  it('reports every missing field at once, empty strings counting as missing', async () => {
    expect(await registerErrors({ first_name: '', last_name: '   ', email: null })).toEqual({
      first_name: ['Nama depan harus diisi'],
      last_name: ['Nama belakang harus diisi'],
      username: ['Username harus diisi'],
      email: ['Email harus diisi'],
      password: ['Password harus diisi'],
    });
  });

  it('treats a body that is not an object as empty', async () => {
    const errors = await registerErrors([1, 2] as unknown as Record<string, unknown>);
    expect(Object.keys(errors).sort()).toEqual(['email', 'first_name', 'last_name', 'password', 'username']);
  });

  it('checks name lengths', async () => {
    const errors = await registerErrors({ ...valid, first_name: 'Al', last_name: 'x'.repeat(51), username: 'n1', email: 'n1@example.com' });
    expect(errors).toEqual({
      first_name: ['Nama depan minimal 3 karakter'],
      last_name: ['Nama belakang maksimal 50 karakter'],
    });
  });

  it('checks the username length and characters', async () => {
    expect(await registerErrors({ ...valid, username: 'a'.repeat(51), email: 'n2@example.com' })).toEqual({
      username: ['Username maksimal 50 karakter'],
    });
    expect(await registerErrors({ ...valid, username: 'bad name!', email: 'n2@example.com' })).toEqual({
      username: ['Username hanya boleh berisi huruf, angka, _ dan @'],
    });
    const accepted = await server.registerUser({ username: 'ok_name@fans' });
    expect(accepted.token).toEqual(expect.any(String));
  });

  it('rejects a non-text value with a readable message', async () => {
    expect(await registerErrors({ ...valid, username: 12345, email: 'n3@example.com' })).toEqual({
      username: ['Username harus berupa teks'],
    });
  });

  it('checks the e-mail syntax', async () => {
    expect(await registerErrors({ ...valid, username: 'n4', email: 'not-an-email' })).toEqual({
      email: ['Email tidak valid'],
    });
  });

  it('checks the password length and its confirmation under "password"', async () => {
    expect(await registerErrors({ ...valid, username: 'n5', email: 'n5@example.com', password: 'abc', password_confirmation: 'abc' })).toEqual({
      password: ['Password minimal 6 karakter'],
    });
    expect(await registerErrors({ ...valid, username: 'n5', email: 'n5@example.com', password_confirmation: 'other123' })).toEqual({
      password: ['Konfirmasi password tidak sesuai'],
    });
    expect(await registerErrors({ ...valid, username: 'n5', email: 'n5@example.com', password_confirmation: undefined })).toEqual({
      password: ['Konfirmasi password tidak sesuai'],
    });
  });

  it('checks address and phone number lengths', async () => {
    expect(
      await registerErrors({ ...valid, username: 'n6', email: 'n6@example.com', address: 'x'.repeat(256), phone_number: '0'.repeat(15) }),
    ).toEqual({
      address: ['Alamat maksimal 255 karakter'],
      phone_number: ['Nomor handphone maksimal 14 karakter'],
    });
  });

  it('refuses a taken username or e-mail, whatever their case', async () => {
    await server.registerUser({ username: 'Taken', email: 'taken@example.com' });
    expect(await registerErrors({ ...valid, username: 'tAKEN', email: 'TAKEN@example.com' })).toEqual({
      username: ['Username sudah dipakai'],
      email: ['Email sudah terdaftar'],
    });
  });

  it('reports a taken username together with other field errors', async () => {
    await server.registerUser({ username: 'Popular' });
    expect(await registerErrors({ ...valid, first_name: 'A', username: 'popular', email: 'fresh@example.com' })).toEqual({
      first_name: ['Nama depan minimal 3 karakter'],
      username: ['Username sudah dipakai'],
    });
  });

  it('refuses a phone number another user has', async () => {
    await server.registerUser({ phone_number: '081234567890' });
    const errors = await registerErrors({ ...valid, username: 'n7', email: 'n7@example.com', phone_number: '081234567890' });
    expect(errors).toEqual({ phone_number: ['Nomor handphone sudah dipakai'] });
  });
});
