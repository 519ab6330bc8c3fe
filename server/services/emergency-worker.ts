// The background sender of emergency mails and pushes, for as long as the app runs: a batch of
// each after the other while either queue has work, a pause once neither has (or a batch
// failed). A new broadcast cuts the pause short. Pacing for an SMTP provider belongs to the SMTP pool (SMTP_URL).
import { randomToken } from '../lib/secrets.ts';
import { createPollPause } from '../lib/poll-pause.ts';
import { deliverNextBatch, type BatchOutcome, type BatchRun, type DeliveryDeps } from './emergency-delivery.ts';
import { pushNextBatch, type PushDeliveryDeps } from './emergency-push-delivery.ts';

export interface EmergencyWorker {
  start(): void;
  /** Something was queued: send now rather than at the next poll. */
  nudge(): void;
  /** Resolves once the current mail is out and the rest of the batch is freed for later. */
  stop(): Promise<void>;
}

export function createEmergencyWorker(deps: DeliveryDeps & PushDeliveryDeps): EmergencyWorker {
  const { config, log } = deps;
  const workerId = randomToken(12);
  let stopping = false;
  let running: Promise<void> | undefined;
  /** Something was queued while a batch ran: the queue must be looked at again before pausing. */
  let nudged = false;

  const pause = createPollPause(config.emergencyBatchIntervalMs);

  /** Whether the queue had work; a failed batch is logged and counts as none. */
  async function batchOf(channel: 'mail' | 'push', send: (run: BatchRun) => Promise<BatchOutcome>, run: BatchRun) {
    try {
      const outcome = await send(run);
      if (outcome.claimed > 0) log.info({ emergencyBatch: outcome, channel }, 'emergency batch done');
      return outcome.claimed > 0;
    } catch (error) {
      log.error({ err: error, channel }, 'emergency batch failed');
      return false;
    }
  }

  async function run(): Promise<void> {
    const batch = { workerId, batchSize: config.emergencyBatchSize, isStopping: () => stopping };
    while (!stopping) {
      nudged = false;
      const hadMail = await batchOf('mail', (run) => deliverNextBatch(deps, run), batch);
      const hadPushes = !stopping && (await batchOf('push', (run) => pushNextBatch(deps, run), batch));
      if (!stopping && !hadMail && !hadPushes && !nudged) await pause.wait();
    }
  }

  return {
    start() {
      running ??= run();
    },
    nudge() {
      nudged = true;
      pause.wake();
    },
    async stop() {
      stopping = true;
      pause.wake();
      await running;
    },
  };
}
