// The background sender of emergency mails: one batch, then a pause (which also paces the
// SMTP server), for as long as the app runs. A new broadcast cuts the pause short.
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
      try {
        const outcome = await deliverNextBatch(deps, batch);
        if (outcome.claimed > 0) log.info({ emergencyBatch: outcome }, 'emergency mail batch done');
      } catch (error) {
        log.error({ err: error }, 'emergency mail batch failed');
      }
      if (!stopping) await pause();
    }
  }

  return {
    start() {
      running ??= run();
    },
    nudge() {
      wake?.();
    },
    async stop() {
      stopping = true;
      wake?.();
      await running;
    },
  };
}
