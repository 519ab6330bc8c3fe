// What the moderation screen works with (contract §16): reports grouped by what they are about,
// and the rules of the action form.
import { MODERATION_REASON_MAX_LENGTH } from '../contract/limits.ts';
import type { ModerationAction } from '../contract/moderation.ts';
import type { ModerationReport } from '../contract/wire.ts';

export type { ModerationAction, ReportStatus } from '../contract/moderation.ts';
export type { ModerationLogEntry, ModerationReport } from '../contract/wire.ts';

/** Suspension lengths offered, in days; null suspends until lifted. */
export const SUSPENSION_DAYS = [1, 3, 7, 30, null] as const;
export type SuspensionDays = (typeof SUSPENSION_DAYS)[number];

/** What a report is about: a post, comment, reply or member, with its preview and author. */
export type ReportedTarget = ModerationReport['target'];

/** Every report on one target, oldest first: what the moderator decides on at once. */
export interface ReportGroup {
  key: string;
  target: ReportedTarget;
  reports: ModerationReport[];
}

export const targetKey = (target: Pick<ReportedTarget, 'kind' | 'id'>): string => `${target.kind}:${target.id}`;

/** Reports grouped by target, in the order of each target's oldest report. */
export function groupByTarget(reports: ModerationReport[]): ReportGroup[] {
  const groups = new Map<string, ReportGroup>();
  const oldestFirst = [...reports].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  for (const report of oldestFirst) {
    const key = targetKey(report.target);
    const group = groups.get(key);
    if (group) group.reports.push(report);
    else groups.set(key, { key, target: report.target, reports: [report] });
  }
  return [...groups.values()];
}

/** An album's preview is its cover picture; every other preview is the reported text. */
export function isPicturePreview(target: ReportedTarget): boolean {
  return target.kind === 'post' && target.preview !== null && /^https?:\/\/\S+$/.test(target.preview);
}

export interface ActionForm {
  action: ModerationAction | null;
  reason: string;
  days: SuspensionDays;
}

export type ActionFormProblem = 'noAction' | 'noReason' | 'reasonTooLong';

/** What keeps the action form from being sent, in the order the form shows its fields. */
export function actionFormProblems(form: ActionForm): ActionFormProblem[] {
  const problems: ActionFormProblem[] = [];
  if (form.action === null) problems.push('noAction');
  if (form.reason.trim() === '') problems.push('noReason');
  else if (form.reason.trim().length > MODERATION_REASON_MAX_LENGTH) problems.push('reasonTooLong');
  return problems;
}

/** The body of POST /moderation/reports/{id}/resolve: days only for a suspension. */
export interface ResolveRequest {
  reportId: number;
  action: ModerationAction;
  reason: string;
  days: number | null;
}
