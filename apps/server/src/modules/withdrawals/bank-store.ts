import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankAccounts, players } from '../../db/schema';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

const live = (playerId: number) =>
  and(eq(bankAccounts.playerId, playerId), isNull(bankAccounts.deletedAt));

/** The player's live accounts: default first, then newest. */
export const listLiveAccounts = (db: Db, playerId: number) =>
  db
    .select()
    .from(bankAccounts)
    .where(live(playerId))
    .orderBy(desc(bankAccounts.isDefault), desc(bankAccounts.id));

export async function findLiveAccount(db: Db, playerId: number, id: bigint) {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(live(playerId), eq(bankAccounts.id, id)));
  return row ?? null;
}

/** Another live account of the player with this number (the same number twice is refused). */
export async function findSameNumber(db: Db, playerId: number, number: string, except?: bigint) {
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(
      and(
        live(playerId),
        eq(bankAccounts.accountNumber, number),
        except === undefined ? undefined : ne(bankAccounts.id, except),
      ),
    );
  return row ?? null;
}

/** Serialises one player's account changes, so the cap and the one default hold under races. */
export async function lockPlayer(tx: Db, playerId: number) {
  await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
}

export async function insertAccount(tx: Db, values: typeof bankAccounts.$inferInsert) {
  const [row] = await tx.insert(bankAccounts).values(values).returning();
  return row!;
}

export async function updateAccount(
  tx: Db,
  id: bigint,
  patch: Partial<typeof bankAccounts.$inferInsert>,
) {
  const [row] = await tx
    .update(bankAccounts)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(bankAccounts.id, id))
    .returning();
  return row!;
}

/** Makes `id` the player's one default (unset first: a unique index allows one). */
export async function makeDefault(tx: Db, playerId: number, id: bigint) {
  await tx
    .update(bankAccounts)
    .set({ isDefault: false })
    .where(and(live(playerId), eq(bankAccounts.isDefault, true), ne(bankAccounts.id, id)));
  await tx.update(bankAccounts).set({ isDefault: true }).where(eq(bankAccounts.id, id));
}

/** After the default went away: the newest live account becomes the default. */
export async function promoteNewest(tx: Db, playerId: number) {
  const [newest] = await tx
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(live(playerId))
    .orderBy(desc(bankAccounts.id))
    .limit(1);
  if (newest) await makeDefault(tx, playerId, newest.id);
}
