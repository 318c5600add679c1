import type { WithdrawalsDeps } from './deps';
import { resendUnsentPayouts } from './payout';

const EVERY_MS = 30_000;

/**
 * Every 30 s on each instance: sends payouts the gateway did not get (it was unreachable when the
 * order was made). Instances lease orders with SKIP LOCKED and the gateway is idempotent by order
 * number, so however many instances run it, each payout is made once.
 */
export function startPayoutRetryJob(deps: WithdrawalsDeps): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    resendUnsentPayouts(deps)
      .catch((err: unknown) => deps.log.warn({ err }, 'withdrawal payout retry failed'))
      .finally(() => {
        running = false;
      });
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
