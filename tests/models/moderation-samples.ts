// Reports and log entries as the moderation screen receives them: two members report the same
// thread, one reports an album (its cover is the preview), one reports a member.
import type { ModerationLogEntry, ModerationReport, ReportedTarget } from '../../machines/moderation.ts';
import type { PublicUser } from '../../contract/wire.ts';

const member = (username: string, first_name: string, last_name: string): PublicUser => ({
  username,
  first_name,
  last_name,
  foto_profile: null,
});

export const budi = member('budi', 'Budi', 'Santoso');
export const ayu = member('ayu_b', 'Ayu', 'Budiman');
export const rina = member('rina', 'Rina', 'Wati');
export const moderatorSari = member('sari_mod', 'Sari', 'Dewi');

export const reportedThread: ReportedTarget = { kind: 'post', id: 'Th7x2Kq9Lm3Np5Rs', preview: 'Beli followers murah di sini!!!', author: budi };
export const reportedAlbum: ReportedTarget = {
  kind: 'post',
  id: 'Al4b8Cd2Ef6Gh0Jk',
  preview: 'http://api.test/media/album/cover.jpg',
  author: rina,
};
export const reportedMember: ReportedTarget = { kind: 'user', id: 'rina', preview: null, author: rina };

const report = (
  id: number,
  target: ReportedTarget,
  category: ModerationReport['category'],
  reporter: PublicUser,
  created_at: string,
  note: string | null,
  open_reports_on_target: number,
  status: ModerationReport['status'] = 'open',
): ModerationReport => ({ id, target, category, note, reporter, created_at, status, open_reports_on_target });

/** As the server sends them: oldest open first. */
export const openReports: ModerationReport[] = [
  report(11, reportedThread, 'spam', ayu, '2024-05-01T02:00:00.000Z', 'Jualan akun palsu', 2),
  report(12, reportedAlbum, 'sensitive', budi, '2024-05-01T03:00:00.000Z', null, 1),
  report(13, reportedThread, 'harassment', rina, '2024-05-01T04:00:00.000Z', null, 2),
  report(14, reportedMember, 'impersonation', ayu, '2024-05-01T05:00:00.000Z', 'Memakai foto artis', 1),
];

export const resolvedReports: ModerationReport[] = [
  report(9, reportedMember, 'other', budi, '2024-04-20T01:00:00.000Z', null, 0, 'resolved'),
];

export const logEntries: ModerationLogEntry[] = [
  {
    id: 2,
    actor: moderatorSari,
    action: 'suspend',
    target: { kind: 'user', id: 'rina' },
    member: rina,
    reason: 'Menyamar sebagai artis',
    days: 30,
    created_at: '2024-05-02T07:00:00.000Z',
  },
  {
    id: 1,
    actor: moderatorSari,
    action: 'dismiss',
    target: { kind: 'post', id: 'Al4b8Cd2Ef6Gh0Jk' },
    member: rina,
    reason: 'Bukan konten sensitif',
    days: null,
    created_at: '2024-05-01T07:00:00.000Z',
  },
];
