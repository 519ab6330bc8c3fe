// The moderation screen's flows (contract §16), built from their dependencies (moderation calls,
// toasts): the queue, with the action dialog it opens.
import { fromPromise } from 'xstate';
import { moderationActionMachine } from '../../../machines/moderation-action.machine.ts';
import { moderationQueueMachine } from '../../../machines/moderation-queue.machine.ts';
import type { ModerationAction, ReportStatus, ResolveRequest } from '../../../machines/moderation.ts';
import { fetchModerationLog, fetchModerationReports, resolveReport } from '../../api/moderation.ts';
import { text } from '../../text/catalogue.ts';
import { areaFlowsHook, lazyFlows, type FlowDeps } from '../flow-services.tsx';

export const moderationApi = { fetchModerationReports, resolveReport, fetchModerationLog };

export function createModerationFlows({ api, notify }: FlowDeps<typeof moderationApi>) {
  return lazyFlows({
    moderationQueue: () => moderationQueueMachine.provide({
      actors: {
        moderationReports: fromPromise(
          async ({ input }: { input: { status: ReportStatus } }) => (await api.fetchModerationReports(input.status)).data,
        ),
        moderationLog: fromPromise(async () => (await api.fetchModerationLog()).data),
        moderationAction: moderationActionMachine.provide({
          actors: {
            resolveReport: fromPromise(async ({ input }: { input: ResolveRequest }) => {
              const { reportId, ...body } = input;
              await api.resolveReport(reportId, body);
            }),
          },
        }),
      },
      actions: {
        notifyDecision: (_, { action }: { action: ModerationAction }) => notify.success(text.moderation.decided[action]),
      },
    }),
  });
}

export type ModerationFlows = ReturnType<typeof createModerationFlows>;

/** The moderation flows of this app. */
export const useModerationFlows = areaFlowsHook(createModerationFlows, moderationApi);
