// The moderators' calls (contract §16): the report queue, deciding on a report, the log.
import type { ReportStatus } from '../../contract/moderation.ts';
import type { ResolveReportRequest } from '../../contract/wire.ts';
import { call } from './http.ts';

export const fetchModerationReports = (status: ReportStatus) => call('moderationReports', { query: { status } });

export const resolveReport = (reportId: number, body: ResolveReportRequest) =>
  call('resolveReport', { params: { id: reportId }, body });

export const fetchModerationLog = () => call('moderationLog');
