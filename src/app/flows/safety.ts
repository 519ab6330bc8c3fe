// Block, mute and report (contract §16), built from their dependencies: the safety calls and
// toasts. A block or mute made or lifted here is told to the member shell, whose screens load
// again without or with the member's content (machines/member-shell.machine.ts).
import { fromPromise } from 'xstate';
import { memberSafetyMachine, type MuteDays } from '../../../machines/member-safety.machine.ts';
import { reportMachine, type ReportRequest } from '../../../machines/report.machine.ts';
import { safetyListsMachine, type SafetyLists } from '../../../machines/safety-lists.machine.ts';
import { blockUser, createReport, listBlocks, listMutes, muteUser, unblockUser, unmuteUser } from '../../api/safety.ts';
import { text } from '../../text/catalogue.ts';
import { areaFlowsHook, lazyFlows, type FlowDeps } from '../flow-services.tsx';
import { tellShell } from '../shell-link.ts';

const t = text.safety;

export const safetyApi = { blockUser, unblockUser, listBlocks, muteUser, unmuteUser, listMutes, createReport };

export function createSafetyFlows({ api, notify }: FlowDeps<typeof safetyApi>) {
  return lazyFlows({
    report: () => reportMachine.provide({
      actors: {
        createReport: fromPromise(async ({ input }: { input: ReportRequest }) => {
          await api.createReport(input);
        }),
      },
    }),

    memberSafety: () => memberSafetyMachine.provide({
      actors: {
        blockUser: fromPromise(async ({ input }: { input: { username: string } }) => {
          await api.blockUser(input.username);
        }),
        muteUser: fromPromise(async ({ input }: { input: { username: string; days: MuteDays } }) => {
          await api.muteUser(input.username, input.days);
        }),
        unmuteUser: fromPromise(async ({ input }: { input: { username: string } }) => {
          await api.unmuteUser(input.username);
        }),
      },
      actions: {
        notifyBlocked: (_, { username }) => notify.success(t.blocked(username)),
        notifyMuted: (_, { username, days }) => notify.success(t.muted(username, days)),
        notifyUnmuted: (_, { username }) => notify.success(t.unmuted(username)),
        notifyBlockFailed: (_, { username }) => notify.error(t.blockFailed(username)),
        notifyMuteFailed: (_, { username }) => notify.error(t.muteFailed(username)),
        notifyUnmuteFailed: (_, { username }) => notify.error(t.unmuteFailed(username)),
        notifyMemberGone: (_, { username }) => notify.error(t.memberGone(username)),
        announceChange: ({ self }, change) => tellShell(self, { type: 'SAFETY.CHANGED', ...change }),
      },
    }),

    safetyLists: () => safetyListsMachine.provide({
      actors: {
        loadSafetyLists: fromPromise(async (): Promise<SafetyLists> => {
          const [blocks, mutes] = await Promise.all([api.listBlocks(), api.listMutes()]);
          return { blocks: blocks.data, mutes: mutes.data };
        }),
        unblockUser: fromPromise(async ({ input }: { input: { username: string } }) => {
          await api.unblockUser(input.username);
        }),
        unmuteUser: fromPromise(async ({ input }: { input: { username: string } }) => {
          await api.unmuteUser(input.username);
        }),
      },
      actions: {
        notifyUnblocked: (_, { username }) => notify.success(t.unblocked(username)),
        notifyUnmuted: (_, { username }) => notify.success(t.unmuted(username)),
        notifyUnblockFailed: (_, { username }) => notify.error(t.unblockFailed(username)),
        notifyUnmuteFailed: (_, { username }) => notify.error(t.unmuteFailed(username)),
        announceChange: ({ self }, change) => tellShell(self, { type: 'SAFETY.CHANGED', ...change }),
      },
    }),
  });
}

export type SafetyFlows = ReturnType<typeof createSafetyFlows>;

/** The block, mute and report flows of this app. */
export const useSafetyFlows = areaFlowsHook(createSafetyFlows, safetyApi);
