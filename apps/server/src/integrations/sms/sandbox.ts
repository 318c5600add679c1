import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import type { SmsSender } from './types';

/**
 * Sandbox SMS: nothing leaves the server. Every message is already in the outbox (outbox.ts),
 * read at /dev/outbox; delivering it is marking it sent.
 */
export function createSandboxSms(): SmsSender {
  return { name: 'sandbox', async send() {} };
}

export async function readOutbox(db: Db, options: { phone?: string | undefined; limit: number }) {
  return db
    .select()
    .from(smsOutbox)
    .where(options.phone ? and(eq(smsOutbox.phone, options.phone)) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(options.limit);
}
