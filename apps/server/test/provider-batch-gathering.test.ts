import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { createInstances, type Instances } from './helpers/instances';
import { testDatabases } from './helpers/databases';
import {
  addProvider,
  fundedPlayer,
  openSession,
  providerCall,
  type TestProvider,
} from './helpers/provider';

/**
 * The wallet batcher's in-flight cap (docs/architecture.md §3, WALLET_BATCH_IN_FLIGHT): while
 * that many batches are in the database, the calls that arrive wait and go together in the next
 * one. PostgreSQL only: a row lock held by the test keeps the first batch in the database.
 */
const postgres = testDatabases().filter((target) => target.kind === 'postgres');

describe.runIf(postgres.length > 0)('calls gathered while a batch is in the database', () => {
  let t: Instances;
  let provider: TestProvider;
  beforeAll(async () => {
    t = await createInstances(postgres[0]!, {
      WALLET_BATCH_WINDOW_MS: '0',
      WALLET_BATCH_IN_FLIGHT: '1',
    });
    provider = await addProvider(t.first.database.db);
  });
  afterAll(() => t.close());

  it('posts the calls that came while one batch was held as one batch after it', async () => {
    const db = t.first.database.db;
    const players = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const playerId = await fundedPlayer(db, 100);
        return { playerId, sessionId: await openSession(t.first.app, db, provider, playerId) };
      }),
    );
    const bet = (sessionId: string, n: number) =>
      providerCall(t.first.app, provider, 'bet', {
        sessionId,
        transactionId: `gather-${n}`,
        roundId: `gather-round-${n}`,
        amount: 1,
      });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.execute(
        sql`select 1 from ledger_accounts where code = ${`wallet:${players[0]!.playerId}`} for update`,
      );
      locked();
      await held;
    });
    await isLocked;
    const first = bet(players[0]!.sessionId, 0);
    // The first batch is now waiting on the lock; the other nine arrive one by one meanwhile
    // (each would be a batch of its own without the cap).
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    await pause();
    const rest: ReturnType<typeof bet>[] = [];
    for (const [i, p] of players.slice(1).entries()) {
      rest.push(bet(p.sessionId, i + 1));
      await pause();
    }
    release();
    await holder;
    const answers = await Promise.all([first, ...rest]);
    expect(answers.map((a) => a.state)).toEqual(Array<string>(10).fill('200'));
    const [row] = await queryRows<{ batches: number }>(
      db,
      sql`select count(distinct xmin::text)::int as batches from ledger_transactions
          where idempotency_key like ${`provider:${provider.code}:bet:gather-%`}`,
    );
    expect(row!.batches).toBe(2);
  });
});
