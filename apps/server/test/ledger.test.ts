import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { insertPlayer } from '../src/modules/accounts/store';
import {
  HOUSE,
  createAccountDirectory,
  readWallet,
  type AccountDirectory,
} from '../src/modules/wallet/accounts';
import { checkLedger } from '../src/modules/wallet/invariants';
import {
  IDEMPOTENCY_CONFLICT,
  InsufficientFundsError,
  postTransaction,
} from '../src/modules/wallet/ledger';
import { createSeededDatabase, testDatabases } from './helpers/databases';

const newPlayer = (db: Database['db']) =>
  insertPlayer(db, { phone: null, isGuest: true }, (id) => `Guest${id}`).then((p) => p.id);

describe.each(testDatabases())('the ledger on $kind', (target) => {
  let database: Database;
  let accounts: AccountDirectory;
  beforeAll(async () => {
    database = await createSeededDatabase(target);
    accounts = createAccountDirectory(database.db);
  });
  afterAll(() => database.close());

  /** Moves `paise` from one account to another under `key`, the way every service does. */
  async function move(key: string, from: bigint, to: bigint, paise: bigint, playerId: number) {
    return database.db.transaction((tx) =>
      postTransaction(tx, {
        idempotencyKey: key,
        requestHash: `${from}>${to}:${paise}`,
        kind: 'test',
        recordType: 'bet',
        playerId,
        legs: [
          { accountId: from, amountPaise: -paise },
          { accountId: to, amountPaise: paise },
        ],
      }),
    );
  }

  it('agrees with a simple model over random credits, bets, wins, rollbacks and replays', async () => {
    const game = await accounts.house(HOUSE.game('model'));
    const funding = await accounts.house(HOUSE.sandboxFunding);
    const op = fc.oneof(
      fc.record({ kind: fc.constant('credit' as const), amount: fc.bigInt(1n, 50_000n) }),
      fc.record({ kind: fc.constant('bet' as const), amount: fc.bigInt(1n, 30_000n) }),
      fc.record({ kind: fc.constant('win' as const), amount: fc.bigInt(1n, 60_000n) }),
      fc.record({ kind: fc.constant('rollback' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('replay' as const), pick: fc.nat(), tamper: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const playerId = await newPlayer(database.db);
        const wallet = await accounts.wallet(playerId);
        let model = 0n;
        const done: { key: string; from: bigint; to: bigint; paise: bigint }[] = [];
        const bets: { key: string; paise: bigint; rolledBack: boolean }[] = [];
        let n = 0;
        for (const step of ops) {
          const key = `model:${playerId}:${(n += 1)}`;
          if (step.kind === 'credit') {
            await move(key, funding, wallet, step.amount, playerId);
            model += step.amount;
            done.push({ key, from: funding, to: wallet, paise: step.amount });
          } else if (step.kind === 'bet') {
            if (step.amount > model) {
              await expect(move(key, wallet, game, step.amount, playerId)).rejects.toBeInstanceOf(
                InsufficientFundsError,
              );
            } else {
              await move(key, wallet, game, step.amount, playerId);
              model -= step.amount;
              done.push({ key, from: wallet, to: game, paise: step.amount });
              bets.push({ key, paise: step.amount, rolledBack: false });
            }
          } else if (step.kind === 'win') {
            await move(key, game, wallet, step.amount, playerId);
            model += step.amount;
            done.push({ key, from: game, to: wallet, paise: step.amount });
          } else if (step.kind === 'rollback' && bets.length > 0) {
            const bet = bets[step.pick % bets.length]!;
            const result = await move(`rollback:${bet.key}`, game, wallet, bet.paise, playerId);
            if (!bet.rolledBack) {
              expect(result.status).toBe('posted');
              model += bet.paise;
              bet.rolledBack = true;
            } else {
              expect(result.status).toBe('replayed');
            }
          } else if (step.kind === 'replay' && done.length > 0) {
            const first = done[step.pick % done.length]!;
            if (step.tamper) {
              await expect(
                move(first.key, first.from, first.to, first.paise + 1n, playerId),
              ).rejects.toThrow(IDEMPOTENCY_CONFLICT);
            } else {
              const again = await move(first.key, first.from, first.to, first.paise, playerId);
              expect(again.status).toBe('replayed');
            }
          }
          expect((await readWallet(database.db, playerId)).balancePaise).toBe(model);
        }
        const violations = await checkLedger(database.db);
        expect(violations).toEqual({
          unbalancedTransactions: [],
          balanceMismatches: [],
          negativeWallets: [],
        });
      }),
      { numRuns: target.kind === 'pglite' ? 25 : 15 },
    );
  }, 120_000);

  it('never lets concurrent debits overdraw a wallet', async () => {
    const playerId = await newPlayer(database.db);
    const wallet = await accounts.wallet(playerId);
    const game = await accounts.house(HOUSE.game('race'));
    await move(
      `fund:${playerId}`,
      await accounts.house(HOUSE.sandboxFunding),
      wallet,
      100_000n,
      playerId,
    );
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        move(`race:${playerId}:${i}`, wallet, game, 1_000n, playerId),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(100);
    expect(
      results
        .filter((r) => r.status === 'rejected')
        .every((r) => r.reason instanceof InsufficientFundsError),
    ).toBe(true);
    expect((await readWallet(database.db, playerId)).balancePaise).toBe(0n);
  }, 60_000);

  it('refuses to change or delete an entry: corrections are new transactions', async () => {
    await expect(
      database.db.execute(sql`update ledger_entries set amount_paise = 1`),
    ).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ledger_entries`,
    );
    expect(Number(row?.n)).toBeGreaterThan(0);
  });

  it('refuses a posting that does not balance, and writes nothing', async () => {
    const playerId = await newPlayer(database.db);
    const wallet = await accounts.wallet(playerId);
    const game = await accounts.house(HOUSE.game('model'));
    await expect(
      database.db.transaction((tx) =>
        postTransaction(tx, {
          idempotencyKey: `unbalanced:${playerId}`,
          requestHash: 'x',
          kind: 'test',
          legs: [
            { accountId: game, amountPaise: -500n },
            { accountId: wallet, amountPaise: 400n },
          ],
        }),
      ),
    ).rejects.toThrow(/does not balance/);
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ledger_transactions where idempotency_key = ${`unbalanced:${playerId}`}`,
    );
    expect(Number(row?.n)).toBe(0);
  });
});
