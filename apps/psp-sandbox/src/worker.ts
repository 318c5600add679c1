import type { FastifyBaseLogger } from 'fastify';
import { deliverDueCallbacks } from './callbacks';
import type { CallbackRetryPolicy, PspContext } from './context';
import { expireOrders } from './orders';
import { autoSettlePayouts } from './payouts';

export interface Worker {
  kick(): void;
  stop(): Promise<void>;
}

/**
 * The gateway's timer: expires unpaid orders, auto-settles payouts when configured, and delivers
 * due callbacks. One tick at a time; kick() asks for another tick at once.
 */
export function startWorker(
  ctx: PspContext,
  options: {
    policy: CallbackRetryPolicy;
    autoSettlePayoutsAfterSeconds?: number | undefined;
    log: FastifyBaseLogger;
  },
): Worker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const tick = async () => {
    try {
      await expireOrders(ctx.db);
      if (options.autoSettlePayoutsAfterSeconds !== undefined) {
        await autoSettlePayouts(ctx, options.autoSettlePayoutsAfterSeconds);
      }
      await deliverDueCallbacks(ctx.db, ctx.merchants, options.policy);
    } catch (error) {
      if (!stopped) options.log.error({ err: error }, 'psp: worker tick failed');
    }
  };

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = tick().finally(() => {
      running = null;
      if (again) {
        again = false;
        run();
      }
    });
  };

  const timer = setInterval(run, options.policy.pollMs);
  timer.unref();
  run();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
