// Members for browser tests, registered and verified through the real API and the real
// SMTP receiver, then signed in to a page the way the app stores a session.
import type { Page } from 'playwright-core';
import type { SmtpInbox } from './smtp-inbox.ts';

export interface Member {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  token: string;
}

async function api<T>(baseUrl: string, path: string, init: { method: string; body?: unknown; token?: string }): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: init.method,
    headers: {
      Accept: 'application/json',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${init.method} ${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Registers a member, reads the OTP from the mail and verifies it. */
export async function verifiedMember(
  baseUrl: string,
  inbox: SmtpInbox,
  who: { firstName: string; lastName: string; username: string },
): Promise<Member> {
  const email = `${who.username}@contoh.id`.toLowerCase();
  const password = `rahasia-${who.username}`;
  const { token } = await api<{ token: string }>(baseUrl, '/register', {
    method: 'POST',
    body: {
      first_name: who.firstName,
      last_name: who.lastName,
      username: who.username,
      email,
      password,
      password_confirmation: password,
      address: 'Jalan Merdeka 1, Malang',
    },
  });
  const mail = await inbox.waitFor(email, /^OTP Verification Code$/);
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No OTP in the mail to ${email}`);
  await api(baseUrl, '/verify-otp', { method: 'POST', body: { otp_code: code }, token });
  return { ...who, email, password, token };
}

/** Opens the app in `page` already signed in as `member`. */
export async function signInPage(page: Page, baseUrl: string, member: Member, path = '/explorer'): Promise<void> {
  // The session is stored from a same-origin page without the app: on the landing page the app may
  // still be starting, see the token, check it, and sign the browser out again when the navigation
  // below cancels that check.
  await page.goto(`${baseUrl}/api/v1/health`);
  await page.evaluate(
    ({ token }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('email_verified_status', 'true');
    },
    { token: member.token },
  );
  await page.goto(`${baseUrl}${path}`);
}

export async function apiAs<T>(baseUrl: string, member: Member, method: string, path: string, body?: unknown): Promise<T> {
  return api<T>(baseUrl, path, { method, body, token: member.token });
}

/** A thread written without the browser; answers its post's uuid. */
export async function postThreadAs(baseUrl: string, member: Member, body: string): Promise<string> {
  await apiAs(baseUrl, member, 'POST', '/thread', { text: body });
  const { posts } = await apiAs<{ posts: { uuid: string; thread: { text: string } | null }[] }>(
    baseUrl,
    member,
    'GET',
    `/user/threads/${member.username}`,
  );
  const post = posts.find((item) => item.thread?.text === body);
  if (!post) throw new Error(`The thread "${body}" is not among ${member.username}'s threads`);
  return post.uuid;
}
