import { createJobRuntime } from '@khel/db';
import type { FastifyBaseLogger } from 'fastify';
import { deliverDueCallbacks } from './callbacks';
import { DELIVER_QUEUE, PSP_JOB_TABLES } from './jobs';
import type { CallbackRetryPolicy, PspContext } from './context';
import { expireOrders } from './orders';
import { autoSettlePayouts } from './payouts';

export interface Worker {
  kick(): void;
  stop(): Promise<void>;
}

/**
 * The gateway's work on its job runtime (packages/db/src/jobs/README.md): every `pollMs`, one
 * pass across all instances expires unpaid orders, auto-settles payouts when configured and
 * delivers due callbacks (retries); each new callback's delivery job sends it at once. The
 * callback rows keep their own leases and backoff, so a failed pass is not retried by the
 * runtime: the next one is. kick() asks for a pass at once.
 */
export function startWorker(
  ctx: PspContext,
  options: {
    policy: CallbackRetryPolicy;
    autoSettlePayoutsAfterSeconds?: number | undefined;
    log: FastifyBaseLogger;
  },
): Worker {
  const jobs = createJobRuntime({ db: ctx.db, tables: PSP_JOB_TABLES, log: options.log });
  const deliver = async () => {
    await deliverDueCallbacks(ctx.db, ctx.merchants, options.policy);
  };
  jobs.define(DELIVER_QUEUE, deliver, { maxAttempts: 1 });
  jobs.schedule(
    'psp.worker',
    { everySeconds: options.policy.pollMs / 1000 },
    async () => {
      await expireOrders(ctx.db);
      if (options.autoSettlePayoutsAfterSeconds !== undefined) {
        await autoSettlePayouts(ctx, options.autoSettlePayoutsAfterSeconds);
      }
      await deliver();
    },
    { maxAttempts: 1 },
  );
  jobs.start(options.policy.pollMs);
  return { kick: jobs.kick, stop: jobs.stop };
}
