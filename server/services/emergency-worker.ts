// The background sender of emergency mails and pushes, for as long as the app runs: a batch of
// each after the other while either queue has work, a pause once neither has (or a batch
// failed). A new broadcast cuts the pause short. Pacing for an SMTP provider belongs to the SMTP pool (SMTP_URL).
import { randomToken } from '../lib/secrets.ts';
import { createQueueLoop, type QueueLoop } from '../lib/queue-loop.ts';
import { deliverNextBatch, type BatchOutcome, type BatchRun, type DeliveryDeps } from './emergency-delivery.ts';
import { pushNextBatch, type PushDeliveryDeps } from './emergency-push-delivery.ts';

/** Sends queued emergency mails and pushes; stopping frees the rest of a batch for later. */
export type EmergencyWorker = QueueLoop;

export function createEmergencyWorker(deps: DeliveryDeps & PushDeliveryDeps): EmergencyWorker {
  const { config, log } = deps;
  const workerId = randomToken(12);

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

  return createQueueLoop(config.emergencyBatchIntervalMs, async (isStopping) => {
    const batch = { workerId, batchSize: config.emergencyBatchSize, isStopping };
    const hadMail = await batchOf('mail', (run) => deliverNextBatch(deps, run), batch);
    const hadPushes = !isStopping() && (await batchOf('push', (run) => pushNextBatch(deps, run), batch));
    return hadMail || hadPushes;
  });
}
