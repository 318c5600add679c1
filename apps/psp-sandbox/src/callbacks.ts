import { answerJson, fetchPost, type HttpPostAnswer } from '@khel/contract/http';
import { signBody } from '@khel/contract/signing';
import { queryRows, type AnyDb } from '@khel/db';
import { sql } from 'drizzle-orm';
import type { CallbackRetryPolicy, Merchant } from './context';

/**
 * Signed notifications to merchants. Each event is written to psp_callbacks in the transaction
 * that changes the state, then delivered by the worker (woken by the writer once it committed)
 * until the merchant acknowledges it with HTTP 200 and the JSON body {"ack": true}. Rows survive restarts; an attempt first leases its
 * row (FOR UPDATE SKIP LOCKED, next_attempt_at pushed past the attempt's timeout) so two
 * instances never send one callback at the same time.
 */

export const SIGNATURE_HEADERS = {
  merchant: 'x-psp-merchant',
  timestamp: 'x-psp-timestamp',
  signature: 'x-psp-signature',
} as const;

export async function enqueueCallback(
  db: AnyDb,
  event: { key: string; merchantId: string; url: string; body: object },
) {
  await db.execute(
    sql`insert into psp_callbacks (event_key, merchant_id, url, body)
        values (${event.key}, ${event.merchantId}, ${event.url}, ${JSON.stringify(event.body)})
        on conflict (event_key) do nothing`,
  );
}

interface CallbackRow {
  id: string;
  merchant_id: string;
  url: string;
  body: string;
  attempts: number;
  created_at: Date | string;
}

/** Leases up to `limit` due callbacks for one attempt each. */
async function claimDue(db: AnyDb, limit: number, leaseMs: number) {
  return queryRows<CallbackRow>(
    db,
    sql`update psp_callbacks c
        set attempts = c.attempts + 1,
            next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
        where c.id in (
          select id from psp_callbacks
          where status = 'pending' and next_attempt_at <= now()
          order by next_attempt_at
          limit ${limit}
          for update skip locked)
        returning c.id, c.merchant_id, c.url, c.body, c.attempts, c.created_at`,
  );
}

export const retryDelayMs = (policy: CallbackRetryPolicy, attempts: number) =>
  Math.min(policy.maxDelayMs, policy.firstDelayMs * policy.factor ** Math.max(0, attempts - 1));

/** Whether the merchant's answer acknowledges the callback. */
const isAck = (answer: HttpPostAnswer) =>
  answer.status === 200 && (answerJson(answer) as { ack?: unknown } | null)?.ack === true;

async function attempt(row: CallbackRow, merchant: Merchant | undefined, timeoutMs: number) {
  if (!merchant) return 'merchant no longer configured';
  const timestamp = String(Math.floor(Date.now() / 1000));
  try {
    const answer = await (merchant.post ?? fetchPost)(row.url, {
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADERS.merchant]: merchant.id,
        [SIGNATURE_HEADERS.timestamp]: timestamp,
        [SIGNATURE_HEADERS.signature]: signBody(merchant.secret, timestamp, row.body),
      },
      body: row.body,
      timeoutMs,
    });
    if (isAck(answer)) return null;
    return `HTTP ${answer.status} without {"ack": true}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Records acknowledgements together: those that arrive while one statement writes wait for the
 * next, which marks them all (one statement per batch instead of one per callback). Resolves
 * once the callback's row is marked. If the write fails the rows stay leased and are sent again
 * after their lease (merchants take replays: they acknowledge a callback they already handled).
 */
function createAckWriter(db: AnyDb) {
  let next: { ids: string[]; written: Promise<void> } | null = null;
  let writing: Promise<unknown> = Promise.resolve();
  return (id: string): Promise<void> => {
    if (!next) {
      const batch: { ids: string[]; written: Promise<void> } = {
        ids: [],
        written: writing.then(async () => {
          if (next === batch) next = null;
          await db.execute(
            sql`update psp_callbacks
                set status = 'acknowledged', acknowledged_at = now(), last_error = null
                where id = any(${`{${batch.ids.join(',')}}`}::bigint[])`,
          );
        }),
      };
      writing = batch.written.catch(() => undefined);
      next = batch;
    }
    next.ids.push(id);
    return next.written;
  };
}

async function deliver(
  db: AnyDb,
  row: CallbackRow,
  merchants: ReadonlyMap<string, Merchant>,
  policy: CallbackRetryPolicy,
  acknowledge: (id: string) => Promise<void>,
) {
  const error = await attempt(row, merchants.get(row.merchant_id), policy.timeoutMs);
  if (error === null) {
    await acknowledge(row.id);
    return true;
  }
  const delayMs = retryDelayMs(policy, row.attempts);
  const giveUpAt = new Date(row.created_at).getTime() + policy.giveUpAfterMs;
  const abandon = Date.now() + delayMs > giveUpAt;
  await db.execute(
    sql`update psp_callbacks
        set status = ${abandon ? 'abandoned' : 'pending'}, last_error = ${error.slice(0, 500)},
            next_attempt_at = now() + make_interval(secs => ${delayMs / 1000})
        where id = ${row.id}`,
  );
  return false;
}

/**
 * Word to a running delivery pass that a callback was written and committed (the worker's kick):
 * `written` is set, and `wake`, while the pass waits, lets it claim at once.
 */
export interface CallbackNews {
  /** Set by the writer's kick. */
  written: boolean;
  wake: (() => void) | null;
}

/**
 * The least time between two claims a pass makes for news (ms): a burst of payments writes a
 * callback every few milliseconds, and a claim for each cost more than it saved (PGlite's one
 * connection credited a fifth fewer deposits a second); 20 ms gathers them.
 */
const NEWS_CLAIM_GAP_MS = 20;

/**
 * Delivers every due callback once and answers how many were acknowledged. Deliveries overlap
 * (up to the policy's `inFlight`): each one that ends frees a slot and the due rows are claimed
 * again, so a slow merchant answer does not hold back the callbacks behind it; a callback written
 * meanwhile (`news`) is claimed at once, not when the next delivery ends (a merchant that answers
 * after crediting holds each slot for a credit's time). Ends when nothing is due and nothing is
 * in flight.
 */
export async function deliverDueCallbacks(
  db: AnyDb,
  merchants: ReadonlyMap<string, Merchant>,
  policy: CallbackRetryPolicy,
  news: CallbackNews = { written: false, wake: null },
) {
  let acknowledged = 0;
  const acknowledge = createAckWriter(db);
  const inFlight = new Set<Promise<void>>();
  // Wakes the loop when a delivery ends. Not Promise.race(inFlight): each race leaves a reaction
  // on every delivery still in flight, so a burst of callbacks to a busy merchant kept about a
  // hundred thousand of them (and their promises) alive, and each race cost `inFlight` of them.
  let slotFreed: (() => void) | null = null;
  let claimedAt = 0;
  for (;;) {
    news.written = false;
    const free = policy.inFlight - inFlight.size;
    claimedAt = Date.now();
    const rows = free > 0 ? await claimDue(db, free, policy.timeoutMs + 5_000) : [];
    for (const row of rows) {
      const delivery: Promise<void> = deliver(db, row, merchants, policy, acknowledge)
        .then((ok) => {
          if (ok) acknowledged += 1;
        })
        // A failed write of the outcome leaves the row leased: it is tried again after the lease.
        .catch(() => undefined)
        .finally(() => {
          inFlight.delete(delivery);
          slotFreed?.();
        });
      inFlight.add(delivery);
    }
    if (inFlight.size === 0) return acknowledged;
    // Claimed all that was due and nothing written since, or no slot free: wait for either.
    if ((rows.length < free && !news.written) || inFlight.size >= policy.inFlight) {
      await new Promise<void>((resolve) => {
        slotFreed = resolve;
        news.wake = () => setTimeout(resolve, claimedAt + NEWS_CLAIM_GAP_MS - Date.now());
      });
      slotFreed = null;
      news.wake = null;
    }
  }
}
