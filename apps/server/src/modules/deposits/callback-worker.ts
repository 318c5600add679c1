import type { GatewayEvent } from '../../integrations/payments/types';
import { pruneDoneCallbacks } from './callback-inbox';
import { creditCallbackBatch } from './credit-callbacks';
import type { DepositDeps } from './deps';
import { storeDepositEvent, type EventOutcome } from './handle-gateway-event';

/** Callbacks claimed per batch: one transaction credits this many deposits. */
const BATCH = 100;
/** When idle, how often an instance looks for callbacks stored by another (or retried ones). */
const IDLE_POLL_MS = 1000;
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * The deposit callbacks inbox's worker, one per instance (docs/architecture.md §5). A callback
 * stored here wakes it at once; a pass claims and credits batches until a batch comes back
 * short (no fixed delay while work is waiting); the idle poll picks up what other instances
 * stored and retries. One pass at a time per instance; instances share the rows through SKIP
 * LOCKED.
 */
export function createDepositCallbacks(deps: DepositDeps) {
  let started = 0;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let prunedAt = 0;
  const waiters: { pass: number; resolve: () => void; reject: (error: unknown) => void }[] = [];

  const drain = async () => {
    while ((await creditCallbackBatch(deps, BATCH)) === BATCH);
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await pruneDoneCallbacks(deps.db);
    }
  };

  const settle = (pass: number, error: unknown) => {
    for (let i = waiters.length - 1; i >= 0; i -= 1) {
      const waiter = waiters[i]!;
      if (waiter.pass > pass) continue;
      waiters.splice(i, 1);
      if (error === null) waiter.resolve();
      else waiter.reject(error);
    }
  };

  const run = () => {
    if (running) {
      again = true;
      return;
    }
    const pass = (started += 1);
    running = drain()
      .then(
        () => settle(pass, null),
        (error: unknown) => {
          deps.log?.error({ err: error }, 'deposit callbacks pass failed');
          settle(pass, error);
        },
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };

  /** Resolves once a pass that started after this call has finished (rejects if it failed). */
  const processNow = () =>
    new Promise<void>((resolve, reject) => {
      waiters.push({ pass: started + 1, resolve, reject });
      run();
    });

  return {
    /**
     * A verified callback about a deposit: stored (durable before any answer), then credited by
     * this instance's next pass, which the caller waits for — so the gateway's acknowledgement
     * still comes after the credit, and a replay after it finds the order settled.
     */
    async receive(
      event: Extract<GatewayEvent, { type: 'order' | 'transfer' }>,
    ): Promise<EventOutcome> {
      const outcome = await storeDepositEvent(deps, event);
      if (outcome === 'handled') await processNow();
      return outcome;
    },
    processNow,
    start() {
      if (timer) return;
      timer = setInterval(run, IDLE_POLL_MS);
      timer.unref();
      run();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type DepositCallbacks = ReturnType<typeof createDepositCallbacks>;
