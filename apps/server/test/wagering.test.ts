import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { insertPlayer } from '../src/modules/accounts/store';
import { createAccountDirectory, readWallet } from '../src/modules/wallet/accounts';
import { creditSandboxMoney } from '../src/modules/wallet/sandbox-credit';
import { readWageringRules, wagerFor } from '../src/modules/wallet/wagering';
import { createSeededDatabase, testDatabases } from './helpers/databases';

describe('wagerFor', () => {
  it('multiplies in paise and rounds up', () => {
    expect(wagerFor(50_000n, 1)).toBe(50_000n);
    expect(wagerFor(50_000n, 3)).toBe(150_000n);
    expect(wagerFor(333n, 0.5)).toBe(167n);
    expect(wagerFor(10_001n, 1.25)).toBe(12_502n);
  });

  it('adds nothing for a zero multiple or amount', () => {
    expect(wagerFor(50_000n, 0)).toBe(0n);
    expect(wagerFor(0n, 2)).toBe(0n);
  });
});

describe.each(testDatabases())('wagering on $kind', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await createSeededDatabase(target);
  });
  afterAll(() => database.close());

  it('reads the seeded rules and falls back to 1× for bad or missing values', async () => {
    expect(await readWageringRules(database.db)).toEqual({ depositMultiple: 1, bonusMultiple: 1 });
    await database.db.execute(
      sql`update app_settings set value = '{"depositMultiple": 2.5, "bonusMultiple": "x"}'::jsonb where key = 'wagering'`,
    );
    expect(await readWageringRules(database.db)).toEqual({
      depositMultiple: 2.5,
      bonusMultiple: 1,
    });
    await database.db.execute(sql`delete from app_settings where key = 'wagering'`);
    expect(await readWageringRules(database.db)).toEqual({ depositMultiple: 1, bonusMultiple: 1 });
  });

  it('adds a credit’s turnover once, however often the credit is replayed', async () => {
    const player = await insertPlayer(database.db, { isGuest: true }, (id) => `Guest${id}`);
    const accounts = createAccountDirectory(database.db);
    const credit = () =>
      creditSandboxMoney(database.db, accounts, {
        playerId: player.id,
        amountPaise: 20_000n,
        reference: `wager-${player.id}`,
        wagerMultiple: 3,
      });
    await Promise.all([credit(), credit(), credit()]);
    expect(await readWallet(database.db, player.id)).toEqual({
      balancePaise: 20_000n,
      wagerRemainingPaise: 60_000n,
    });
  });
});
