import { eq, inArray, sql } from 'drizzle-orm';
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

  /**
   * The ids of many accounts: those not remembered are made (one multi-row insert) and read (one
   * select), two statements whatever their number.
   */
  async function ensureMany(
    wanted: { code: string; playerId: number | null }[],
  ): Promise<Map<string, bigint>> {
    const missing = [
      ...new Map(wanted.filter((w) => !ids.has(w.code)).map((w) => [w.code, w])).values(),
    ];
    if (missing.length > 0) {
      await db
        .insert(ledgerAccounts)
        .values(
          missing.map(({ code, playerId }) => {
            const wallet = playerId !== null;
            return {
              code,
              kind: wallet ? ('wallet' as const) : ('house' as const),
              playerId,
              tracksBalance: wallet,
              balancePaise: wallet ? 0n : null,
              wagerRemainingPaise: wallet ? 0n : null,
            };
          }),
        )
        .onConflictDoNothing({ target: ledgerAccounts.code });
      const rows = await db
        .select({ code: ledgerAccounts.code, id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(
          inArray(
            ledgerAccounts.code,
            missing.map((m) => m.code),
          ),
        );
      if (ids.size + rows.length > MAX_CACHED) ids.clear();
      for (const row of rows) ids.set(row.code, row.id);
    }
    return new Map(wanted.map((w) => [w.code, ids.get(w.code)!]));
  }

  const ensure = async (code: string, playerId: number | null) =>
    ids.get(code) ?? (await ensureMany([{ code, playerId }])).get(code)!;

  return {
    wallet: (playerId: number) => ensure(walletCode(playerId), playerId),
    house: (code: string) => ensure(code, null),
    /** Many players' wallet ids by player, in two statements at most (a batch of credits). */
    async wallets(playerIds: number[]): Promise<Map<number, bigint>> {
      const found = await ensureMany(
        playerIds.map((playerId) => ({ code: walletCode(playerId), playerId })),
      );
      return new Map(playerIds.map((playerId) => [playerId, found.get(walletCode(playerId))!]));
    },
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

/**
 * adjustWagering for many wallets in one statement, for additions (credits' wagers): a wallet's
 * additions are summed, the same as adding them one after another.
 */
export async function adjustWageringMany(
  tx: Db,
  additions: { walletId: bigint; wagerPaise: bigint }[],
) {
  const sums = new Map<bigint, bigint>();
  for (const { walletId, wagerPaise } of additions) {
    if (wagerPaise < 0n) throw new Error('adjustWageringMany only adds');
    if (wagerPaise > 0n) sums.set(walletId, (sums.get(walletId) ?? 0n) + wagerPaise);
  }
  if (sums.size === 0) return;
  await tx.execute(
    sql`update ledger_accounts a
        set wager_remaining_paise = greatest(0, a.wager_remaining_paise + d.delta)
        from unnest(${`{${[...sums.keys()].join(',')}}`}::bigint[],
                    ${`{${[...sums.values()].join(',')}}`}::bigint[]) as d(id, delta)
        where a.id = d.id`,
  );
}
