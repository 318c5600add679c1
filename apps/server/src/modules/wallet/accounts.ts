import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts } from '../../db/schema';

/** House accounts (docs/architecture.md §3). Game settlement and gateway clearing are per partner. */
export const HOUSE = {
  game: (providerCode: string) => `house:game:${providerCode}`,
  gateway: (gatewayCode: string) => `house:gateway:${gatewayCode}`,
  withdrawalsInFlight: 'house:withdrawals-in-flight',
  bonusExpense: 'house:bonus-expense',
  feeIncome: 'house:fee-income',
  /** Operators' manual credits come from here and debits go back (modules/players). */
  adjustments: 'house:adjustments',
  /** Sandbox-only money: the test helper's credits come from here. */
  sandboxFunding: 'house:sandbox-funding',
} as const;

export const walletCode = (playerId: number) => `wallet:${playerId}`;

/**
 * Finds or makes ledger accounts and remembers their ids (they never change). One directory per
 * database; call it with the database itself, never inside a transaction that may roll back,
 * so a remembered id always names a committed row.
 */
export function createAccountDirectory(db: Db) {
  const ids = new Map<string, bigint>();
  const MAX_CACHED = 100_000;

  async function ensure(code: string, playerId: number | null): Promise<bigint> {
    const known = ids.get(code);
    if (known !== undefined) return known;
    const wallet = playerId !== null;
    await db
      .insert(ledgerAccounts)
      .values({
        code,
        kind: wallet ? 'wallet' : 'house',
        playerId,
        tracksBalance: wallet,
        balancePaise: wallet ? 0n : null,
        wagerRemainingPaise: wallet ? 0n : null,
      })
      .onConflictDoNothing({ target: ledgerAccounts.code });
    const [row] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, code));
    if (ids.size >= MAX_CACHED) ids.clear();
    ids.set(code, row!.id);
    return row!.id;
  }

  return {
    wallet: (playerId: number) => ensure(walletCode(playerId), playerId),
    house: (code: string) => ensure(code, null),
  };
}

export type AccountDirectory = ReturnType<typeof createAccountDirectory>;

export interface WalletState {
  balancePaise: bigint;
  wagerRemainingPaise: bigint;
}

/** A player's balance and remaining wager requirement; zero for a player who never had money. */
export async function readWallet(db: Db, playerId: number): Promise<WalletState> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balancePaise, wager: ledgerAccounts.wagerRemainingPaise })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, walletCode(playerId)));
  return { balancePaise: row?.balance ?? 0n, wagerRemainingPaise: row?.wager ?? 0n };
}

/**
 * Changes the remaining wager requirement (deposits and bonuses add, valid bets subtract); it
 * never goes below zero. Call inside the transaction that moves the money.
 */
export async function adjustWagering(tx: Db, walletId: bigint, deltaPaise: bigint) {
  if (deltaPaise === 0n) return;
  await tx.execute(
    sql`update ledger_accounts set wager_remaining_paise = greatest(0, wager_remaining_paise + ${deltaPaise}) where id = ${walletId}`,
  );
}
