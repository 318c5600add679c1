import type { Db } from '../../db/client';
import { appStackUploads, transferEvents } from '../../db/schema';

export async function insertAppStack(db: Db, row: typeof appStackUploads.$inferInsert) {
  const [stored] = await db
    .insert(appStackUploads)
    .values(row)
    .returning({ id: appStackUploads.id });
  return String(stored!.id);
}

export async function insertTransferEvent(db: Db, row: typeof transferEvents.$inferInsert) {
  const [stored] = await db.insert(transferEvents).values(row).returning({ id: transferEvents.id });
  return String(stored!.id);
}
