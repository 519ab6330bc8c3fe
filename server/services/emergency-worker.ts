// The background sender of emergency mails, for as long as the app runs: batch after batch
// while the queue has mail, a pause once it has none (or a batch failed). A new broadcast
// cuts the pause short. Pacing for an SMTP provider belongs to the SMTP pool (SMTP_URL).
import { randomToken } from '../lib/secrets.ts';
import { deliverNextBatch, type DeliveryDeps } from './emergency-delivery.ts';

export interface EmergencyWorker {
  start(): void;
  /** Something was queued: send now rather than at the next poll. */
  nudge(): void;
  /** Resolves once the current mail is out and the rest of the batch is freed for later. */
  stop(): Promise<void>;
}

export function createEmergencyWorker(deps: DeliveryDeps): EmergencyWorker {
  const { config, log } = deps;
  const workerId = randomToken(12);
  let stopping = false;
  let running: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  /** Something was queued while a batch ran: the queue must be looked at again before pausing. */
  let nudged = false;

  function pause(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, config.emergencyBatchIntervalMs);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  }

  async function run(): Promise<void> {
    const batch = { workerId, batchSize: config.emergencyBatchSize, isStopping: () => stopping };
    while (!stopping) {
      nudged = false;
      let queueHadMail = false;
      try {
        const outcome = await deliverNextBatch(deps, batch);
        queueHadMail = outcome.claimed > 0;
        if (queueHadMail) log.info({ emergencyBatch: outcome }, 'emergency mail batch done');
      } catch (error) {
        log.error({ err: error }, 'emergency mail batch failed');
      }
      if (!stopping && !queueHadMail && !nudged) await pause();
    }
  }

  return {
    start() {
      running ??= run();
    },
    nudge() {
      nudged = true;
      wake?.();
    },
    async stop() {
      stopping = true;
      wake?.();
      await running;
    },
  };
}
