import type { TServiceContactInput } from '@khel/contract/admin-settings';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serviceContacts } from '../../db/schema';
import { AppError } from '../../errors';

type ContactRow = typeof serviceContacts.$inferSelect;

export const presentContact = (row: ContactRow) => ({
  id: String(row.id),
  kind: row.kind as TServiceContactInput['kind'],
  contact: row.contact,
  minVipLevel: row.minVipLevel,
  sortOrder: row.sortOrder,
  enabled: row.enabled,
});

export async function listContacts(db: Db) {
  const rows = await db
    .select()
    .from(serviceContacts)
    .orderBy(asc(serviceContacts.kind), asc(serviceContacts.sortOrder), asc(serviceContacts.id));
  return rows.map(presentContact);
}

export async function lockedContact(tx: Db, id: string) {
  const [row] = await tx
    .select()
    .from(serviceContacts)
    .where(eq(serviceContacts.id, Number(id)))
    .for('update');
  if (!row) throw new AppError('notFound', 'No such contact');
  return row;
}
