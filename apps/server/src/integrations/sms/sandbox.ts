import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import type { SmsSender } from './types';

/** Sandbox SMS: nothing leaves the server; messages land in the outbox, read at /dev/outbox. */
export function createSandboxSms(db: Db): SmsSender {
  return {
    name: 'sandbox',
    async send({ phone, text, purpose }) {
      await db.insert(smsOutbox).values({ phone, body: text, purpose });
    },
  };
}

export async function readOutbox(db: Db, options: { phone?: string | undefined; limit: number }) {
  return db
    .select()
    .from(smsOutbox)
    .where(options.phone ? and(eq(smsOutbox.phone, options.phone)) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(options.limit);
}
