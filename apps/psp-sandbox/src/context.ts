import type { HttpPost } from '@khel/contract/http';
import type { AnyDb } from '@khel/db';

/** A merchant of the gateway (the platform is merchant 'khel'). */
export interface Merchant {
  id: string;
  secret: string;
  /** Default notify URL: for UTR callbacks, and orders or payouts created without notifyUrl. */
  callbackUrl?: string;
  /** Shown to payers on the pay page (default: the id). */
  name?: string;
  /**
   * How callbacks to this merchant travel (default: over the network, fetchPost). An embedding
   * platform answers those to itself in process.
   */
  post?: HttpPost;
}

/** How callbacks are retried; every field has a production default (see README). */
export interface CallbackRetryPolicy {
  /** Delay after the first failed attempt (default 5000 ms); each next one is `factor` times longer. */
  firstDelayMs: number;
  factor: number;
  /** Longest wait between two attempts (default 1 h). */
  maxDelayMs: number;
  /** A callback not acknowledged this long after its event is abandoned (default 24 h). */
  giveUpAfterMs: number;
  /** How often the worker looks for due callbacks, expired orders and payouts to auto-settle. */
  pollMs: number;
  /** Per-attempt HTTP timeout (default 10 s). */
  timeoutMs: number;
  /**
   * Callbacks one instance has in flight at most (default 500): a merchant that answers once it
   * has handled a callback holds a slot that long, so this bounds what the gateway delivers per
   * merchant answer time, as a real gateway's sender pool would.
   */
  inFlight: number;
}

export const DEFAULT_RETRY: CallbackRetryPolicy = {
  firstDelayMs: 5_000,
  factor: 3,
  maxDelayMs: 3_600_000,
  giveUpAfterMs: 86_400_000,
  pollMs: 1_000,
  timeoutMs: 10_000,
  inFlight: 500,
};

export interface PspContext {
  db: AnyDb;
  merchants: ReadonlyMap<string, Merchant>;
  /** Where payers reach the gateway's pages, e.g. https://psp.example.com/psp or /psp. */
  publicBaseUrl: string;
  orderTtlSeconds: number;
  /** Wakes the callback worker (a new callback is due now). */
  kick: () => void;
}
