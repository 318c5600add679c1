import { openDatabase, type Database } from '../../db/client';
import type { GatewayEvent } from '../../integrations/payments/types';
import { createAccountDirectory } from '../wallet';
import { pruneDoneCallbacks } from './callback-inbox';
import { creditCallbackBatch } from './credit-callbacks';
import type { DepositDeps } from './deps';
import { storeDepositEvent, type EventOutcome } from './handle-gateway-event';

/** Callbacks leased per batch: one transaction credits up to this many deposits. */
const BATCH = 50;
/** When idle, how often an instance looks for callbacks stored by another (or retried ones). */
const IDLE_POLL_MS = 1000;
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * The deposit callbacks inbox's worker, one per instance (docs/architecture.md §5). A callback
 * stored here wakes it at once; a pass runs `lanes` batches at a time, each lane leasing and
 * crediting batches until one comes back short with no callback stored meanwhile (no fixed delay
 * while work is waiting, and every lane stays at work through a burst); the idle poll picks up
 * what other instances stored and retries. One pass at a time per instance; lanes and instances
 * share the rows through SKIP LOCKED leases. The batches run on `options.credit` — on PostgreSQL
 * a pool of their own — while callbacks are stored through `deps`: money a player has paid is
 * credited without queueing for a connection behind the requests of a busy instance.
 */
export function createDepositCallbacks(
  deps: DepositDeps,
  options: {
    /** Batches one instance runs at the same time (each on its own connection; 1 on PGlite). */
    lanes?: number;
    /** What the batches run on (default `deps`): the same services on the lanes' own pool. */
    credit?: DepositDeps;
  } = {},
) {
  const lanes = options.lanes ?? 1;
  const credit = options.credit ?? deps;
  let started = 0;
  let running: Promise<void> | null = null;
  let again = false;
  /** Counts the calls for a pass: a lane whose batch came back short goes on when it moved. */
  let asked = 0;
  let timer: NodeJS.Timeout | null = null;
  let prunedAt = 0;
  /** Requests waiting for their stored callback, by inbox row id. */
  const waiters = new Map<
    string,
    { pass: number; resolve: () => void; reject: (error: unknown) => void }
  >();

  const lane = async () => {
    for (;;) {
      const askedBefore = asked;
      const batch = await creditCallbackBatch(credit, BATCH);
      // Committed: each request waiting for one of these is answered now, not at the pass's end.
      for (const id of batch.handled) {
        waiters.get(id)?.resolve();
        waiters.delete(id);
      }
      if (batch.leased < BATCH && asked === askedBefore) return;
    }
  };
  const drain = async () => {
    await Promise.all(Array.from({ length: lanes }, lane));
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await pruneDoneCallbacks(credit.db);
    }
  };

  /**
   * A pass ended: a callback stored before it began and still waited for was leased by another
   * instance (which credits it) or by a batch that failed — its request is answered now.
   */
  const settle = (pass: number, error: unknown) => {
    for (const [id, waiter] of waiters) {
      if (waiter.pass > pass) continue;
      waiters.delete(id);
      if (error === null) waiter.resolve();
      else waiter.reject(error);
    }
  };

  const run = () => {
    asked += 1;
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

  /**
   * Resolves once the batch that handled inbox row `id` committed, or else once a pass that
   * started after this call has finished (rejects if that pass failed).
   */
  const settled = (id: string) =>
    new Promise<void>((resolve, reject) => {
      waiters.set(id, { pass: started + 1, resolve, reject });
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
      if (outcome === 'unknown_order') return outcome;
      await settled(outcome.stored);
      return 'handled';
    },
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

/**
 * The instance's deposit callbacks worker over `database` (docs/architecture.md §5, Crediting):
 * on PostgreSQL 4 lanes on a pool of their own (application name `khel-credits`, with its own
 * account directory), closed when the worker stops; on PGlite one lane on its one connection.
 */
export async function openDepositCallbacks(database: Database, deps: DepositDeps) {
  if (!database.url) return createDepositCallbacks(deps);
  const lanes = 4;
  const pool = await openDatabase({
    databaseUrl: database.url,
    poolSize: lanes,
    applicationName: 'khel-credits',
  });
  const callbacks = createDepositCallbacks(deps, {
    lanes,
    credit: { ...deps, db: pool.db, accounts: createAccountDirectory(pool.db) },
  });
  return {
    ...callbacks,
    async stop() {
      await callbacks.stop();
      await pool.close();
    },
  };
}
