import { enqueueJob, type JobRuntime } from '@khel/db';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { smsOutbox } from '../../db/schema';
import type { SmsSender } from './types';

/**
 * SMS leave the request path: a request writes an outbox row, and a delivery job for it, in its
 * own transaction and answers; the job runtime (packages/db/src/jobs/README.md) sends due rows on
 * whichever instance takes the job, and a schedule every 10 s sends the rows whose retry is due.
 * So the answer of /sms/send is the same, in content and timing, whether a message goes out or
 * not, and a slow or failing provider is logged and retried, never shown to the requester. The
 * outbox keeps the per-message state (attempts, backoff, expiry, erasing the text).
 */
export const SMS_MAX_ATTEMPTS = 5;
const DELIVER_QUEUE = 'sms.deliver';
const RETRY_SCHEDULE = 'sms.retry-due';
const BATCH = 20;

export interface QueuedSms {
  phone: string;
  text: string;
  purpose: string;
  /** Not sent after this many seconds (a code past its life is no use to the player). */
  ttlSeconds?: number | undefined;
}

/** Writes a message to the outbox; run it in the transaction of what the message is about. */
export async function queueSms(tx: Db, message: QueuedSms) {
  const [row] = await tx
    .insert(smsOutbox)
    .values({
      phone: message.phone,
      body: message.text,
      purpose: message.purpose,
      status: 'pending',
      expiresAt:
        message.ttlSeconds === undefined
          ? null
          : (sql`now() + make_interval(secs => ${message.ttlSeconds})` as unknown as Date),
    })
    .returning({ id: smsOutbox.id });
  await enqueueJob(tx, { queue: DELIVER_QUEUE, key: String(row!.id) });
}

export interface SmsDeliveryDeps {
  db: Db;
  sender: SmsSender;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Sandbox mode keeps the text for /dev/outbox; otherwise it is erased once done with. */
  keepText: boolean;
}

interface ClaimedRow {
  id: string;
  phone: string;
  body: string;
  purpose: string | null;
  attempts: number;
  expired: boolean;
}

/**
 * Sends the due messages once: each row is leased (its next attempt pushed back) with SKIP
 * LOCKED, so instances running this together never send a row twice at once. Returns how many
 * rows it took.
 */
export async function deliverDueSms(deps: SmsDeliveryDeps): Promise<number> {
  const rows = await queryRows<ClaimedRow>(
    deps.db,
    sql`update sms_outbox o
        set attempts = o.attempts + 1,
            -- the lease, and the backoff if this attempt fails: 10 s, 30 s, 90 s, 270 s
            next_attempt_at = now() + make_interval(secs => 10 * power(3, o.attempts))
        from (select id from sms_outbox
              where status = 'pending' and next_attempt_at <= now()
              order by next_attempt_at limit ${BATCH}
              for update skip locked) due
        where o.id = due.id
        returning o.id, o.phone, o.body, o.purpose, o.attempts,
                  coalesce(o.expires_at <= now(), false) as expired`,
  );
  for (const row of rows) {
    if (row.expired) {
      await finish(deps, row.id, 'expired', 'expired before it could be sent');
      continue;
    }
    try {
      await deps.sender.send({ phone: row.phone, text: row.body, purpose: row.purpose ?? '' });
      await finish(deps, row.id, 'sent', null);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const gaveUp = row.attempts >= SMS_MAX_ATTEMPTS;
      deps.log.warn(
        { smsId: row.id, attempts: row.attempts, err: error, gaveUp },
        gaveUp ? 'SMS not delivered, giving up' : 'SMS not delivered, will retry',
      );
      if (gaveUp) await finish(deps, row.id, 'failed', reason);
      else await noteFailure(deps.db, row.id, reason);
    }
  }
  return rows.length;
}

async function finish(
  deps: SmsDeliveryDeps,
  id: string,
  status: 'sent' | 'failed' | 'expired',
  error: string | null,
) {
  // Outside the sandbox the text (a code) is not kept once the row is done with.
  await deps.db.execute(
    sql`update sms_outbox set status = ${status}, last_error = ${error?.slice(0, 500) ?? null},
          sent_at = case when ${status} = 'sent' then now() end,
          body = case when ${deps.keepText} then body else '' end
        where id = ${id}`,
  );
}

const noteFailure = (db: Db, id: string, error: string) =>
  db.execute(sql`update sms_outbox set last_error = ${error.slice(0, 500)} where id = ${id}`);

/** Outside sandbox mode, forgets messages done with for a week (jobs.ts runs it every 10 min). */
export async function pruneSmsOutbox(db: Db) {
  await db.execute(
    sql`delete from sms_outbox where status <> 'pending' and created_at < now() - interval '7 days'`,
  );
}

/**
 * Delivery on the app's job runtime: each queued message's job sends the due rows at once (the
 * caller kicks the runtime after its commit), and the 10-s schedule sends retries whose backoff
 * is over. A failed run is not retried by the runtime: the outbox row carries its own retries.
 */
export function registerSmsDelivery(jobs: JobRuntime, deps: SmsDeliveryDeps) {
  const deliverAll = async () => {
    while ((await deliverDueSms(deps)) === BATCH);
  };
  jobs.define(DELIVER_QUEUE, deliverAll, { maxAttempts: 1 });
  jobs.schedule(RETRY_SCHEDULE, { everySeconds: 10 }, deliverAll, { maxAttempts: 1 });
}
