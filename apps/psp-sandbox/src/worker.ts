import { createJobRuntime } from '@khel/db';
import type { FastifyBaseLogger } from 'fastify';
import { deliverDueCallbacks, type CallbackNews } from './callbacks';
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
 * delivers due callbacks (retries). kick() — a callback was just written and committed — starts
 * this instance's delivery loop at once, without waiting for the poll or a job: a kick during a
 * delivery pass has it claim again at once (and asks for one more pass after it). The callback
 * rows keep their own leases and backoff, so a failed pass is not retried by the runtime: the
 * next one is.
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
  const news: CallbackNews = { written: false, wake: null };
  const deliver = async () => {
    await deliverDueCallbacks(ctx.db, ctx.merchants, options.policy, news);
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
  let delivering: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const kick = () => {
    if (stopped) return;
    if (delivering) {
      again = true;
      news.written = true;
      news.wake?.();
      return;
    }
    delivering = deliver()
      .catch((err: unknown) => options.log.error({ err }, 'callback delivery pass failed'))
      .finally(() => {
        delivering = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };
  return {
    kick,
    stop: async () => {
      stopped = true;
      await delivering;
      await jobs.stop();
    },
  };
}
