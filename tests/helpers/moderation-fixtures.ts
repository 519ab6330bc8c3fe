// Reports, roles and what moderation changes, for the server tests of contract §16.
import type { Role } from '../../contract/moderation.ts';
import type { ReportRequest } from '../../contract/wire.ts';
import { setRole } from '../../server/services/roles.ts';
import type { RegisteredUser, TestServer } from './server.ts';

/** A verified member with the role, granted as `npm run admin` grants it. */
export async function memberWithRole(server: TestServer, role: Role, firstName = 'Moderasi'): Promise<RegisteredUser> {
  const member = await server.verifiedUser({ first_name: firstName });
  await setRole(server.app.db, member.input.username, role);
  return member;
}

export function report(server: TestServer, token: string, target: ReportRequest['target'], category: ReportRequest['category'] = 'spam', note?: string) {
  return server.request<{ status: boolean; message: string; data: { id: number } }>('POST', '/reports', {
    token,
    body: { target, category, ...(note !== undefined && { note }) },
  });
}

/** Files a report that must succeed; answers its id. */
export async function reported(server: TestServer, token: string, target: ReportRequest['target'], category?: ReportRequest['category']): Promise<number> {
  const response = await report(server, token, target, category);
  if (response.status !== 201) throw new Error(`report failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.id;
}

export function resolve(server: TestServer, token: string, reportId: number | string, body: Record<string, unknown>) {
  return server.request('POST', `/moderation/reports/${reportId}/resolve`, { token, body });
}

/** Everything a moderation action could change, to compare before and after a refused one. */
export async function moderationState(server: TestServer) {
  const { db } = server.app;
  const [reports, log, notifications, users, tokens, posts, comments, replies, events] = await Promise.all([
    db.selectFrom('reports').selectAll().orderBy('id').execute(),
    db.selectFrom('moderation_log').selectAll().orderBy('id').execute(),
    db.selectFrom('notifications').selectAll().orderBy('id').execute(),
    db.selectFrom('users').select(['id', 'role', 'suspended_until', 'suspended_permanently']).orderBy('id').execute(),
    db.selectFrom('access_tokens').select('id').orderBy('id').execute(),
    db.selectFrom('posts').select('id').orderBy('id').execute(),
    db.selectFrom('comments').select('id').orderBy('id').execute(),
    db.selectFrom('sub_comments').select('id').orderBy('id').execute(),
    db.selectFrom('live_events').select(['kind', 'recipient_id', 'payload']).where('kind', '=', 'signed_out').execute(),
  ]);
  return { reports, log, notifications, users, tokens, posts, comments, replies, events };
}

/** The member's notifications as GET /personal-user lists them. */
export async function notificationsOf(server: TestServer, token: string): Promise<Record<string, unknown>[]> {
  const response = await server.request<{ data: { notification_list: string | null } }>('GET', '/personal-user', { token });
  return JSON.parse(response.body.data.notification_list ?? '[]') as Record<string, unknown>[];
}
