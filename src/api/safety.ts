// Block, mute and report (contract §16).
import type { MuteDays } from '../../machines/member-safety.machine.ts';
import type { ReportRequest } from '../../machines/report.machine.ts';
import { call } from './http.ts';

export const blockUser = (username: string) => call('blockUser', { params: { username } });

export const unblockUser = (username: string) => call('unblockUser', { params: { username } });

export const listBlocks = () => call('listBlocks');

export const muteUser = (username: string, days: MuteDays) => call('muteUser', { params: { username }, body: { days } });

export const unmuteUser = (username: string) => call('unmuteUser', { params: { username } });

export const listMutes = () => call('listMutes');

export const createReport = (report: ReportRequest) => call('createReport', { body: report });
