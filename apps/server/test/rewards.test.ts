import { sql } from 'drizzle-orm';
import { createJobRuntime } from '@khel/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { insertPlayer } from '../src/modules/accounts/store';
import {
  claimDueAutoRewards,
  insertRewardRows,
  registerRewardJobs,
  type GrantTerms,
} from '../src/modules/rewards';
import { createAccountDirectory, readWallet } from '../src/modules/wallet/accounts';
import { postApi, type TestApp } from './helpers/app';
import { authBody, expectError, expectOk } from './helpers/accounts';
import { createSeededDatabase, testDatabases } from './helpers/databases';
import { expectLedgerClean, newDepositor, type Depositor } from './helpers/deposits';
import { createInstances, type Instances } from './helpers/instances';

const HOUR = 3_600_000;

async function grant(
  db: Database['db'],
  playerId: number,
  amountPaise: bigint,
  terms: Partial<GrantTerms> = {},
  now = new Date(),
) {
  const source = `test:${Math.random().toString(36).slice(2)}`;
  const [id] = await db.transaction((tx) =>
    insertRewardRows(
      tx,
      { kind: 'vip_upgrade', ...terms },
      [{ playerId, amountPaise, source }],
      now,
    ),
  );
  return { id: String(id), source };
}

async function rewardRow(db: Database['db'], id: string) {
  const [row] = await queryRows<{ status: string; ledger_transaction_id: string | null }>(
    db,
    sql`select status, ledger_transaction_id::text as ledger_transaction_id from rewards where id = ${id}::bigint`,
  );
  return row!;
}

describe.each(testDatabases())('rewards API on $kind', (target) => {
  let n: Instances;
  let t: TestApp;
  let db: Database['db'];
  beforeAll(async () => {
    n = await createInstances(target);
    t = n.first;
    db = t.database.db;
  });
  afterAll(() => n.close());

  const claim = async (who: Depositor, rewardId: string, app = t.app) =>
    (await postApi(app, '/reward/claim', authBody(who.session, { rewardId }))).body;
  const list = async (who: Depositor, extra: Record<string, unknown> = {}) =>
    expectOk<{
      list: { id: string; status: string; kind: string; amount: number; wagerRequired: number }[];
      nextCursor: string | null;
      claimableCount: number;
      claimableTotal: number;
    }>((await postApi(t.app, '/reward/list', authBody(who.session, extra))).body);

  it('pays a claim once and adds amount × multiple to the wager requirement', async () => {
    const who = await newDepositor(db);
    const { id } = await grant(db, who.playerId, 18_800n, { wagerMultiple: 3 });
    expect((await list(who)).claimableTotal).toBe(188);
    const first = expectOk<{ balance: number; wagerRemaining: number; reward: { status: string } }>(
      await claim(who, id),
    );
    expect(first).toMatchObject({
      balance: 188,
      wagerRemaining: 564,
      reward: { status: 'claimed' },
    });
    // Claiming again answers the claimed reward and pays nothing.
    expect(expectOk(await claim(who, id))).toMatchObject({ balance: 188, wagerRemaining: 564 });
    const [record] = await queryRows<{ record_type: string; n: number }>(
      db,
      sql`select record_type, count(*)::int as n from ledger_transactions
          where player_id = ${who.playerId} group by record_type`,
    );
    expect(record).toEqual({ record_type: 'vip_bonus', n: 1 });
    expect((await list(who)).claimableCount).toBe(0);
    await expectLedgerClean(db);
  });

  it('counts capital with the amount where a promotion says so, fractional multiples rounded up', async () => {
    const who = await newDepositor(db);
    const { id } = await grant(db, who.playerId, 10_001n, {
      wagerMultiple: 1.25,
      capitalPaise: 50_000n,
    });
    expectOk(await claim(who, id));
    // (100.01 + 500) × 1.25 = 750.0125 → 750.02
    expect(await readWallet(db, who.playerId)).toEqual({
      balancePaise: 10_001n,
      wagerRemainingPaise: 75_002n,
    });
    await expectLedgerClean(db);
  });

  it('refuses pending, expired, cancelled and other players’ rewards with clear messages', async () => {
    const who = await newDepositor(db);
    const other = await newDepositor(db);
    const now = Date.now();
    const pending = await grant(db, who.playerId, 100n, { claimableAt: new Date(now + HOUR) });
    const expired = await grant(db, who.playerId, 100n, {
      claimableAt: new Date(now - 2 * HOUR),
      expiresAt: new Date(now - HOUR),
    });
    const cancelled = await grant(db, who.playerId, 100n);
    await db.execute(
      sql`update rewards set status = 'cancelled' where id = ${cancelled.id}::bigint`,
    );
    expectError(await claim(who, pending.id), '400', 'This reward is not claimable yet');
    expectError(await claim(who, expired.id), '400', 'This reward has expired');
    expectError(await claim(who, cancelled.id), '400', 'This reward can no longer be claimed');
    expectError(await claim(other, pending.id), '404', 'No such reward');
    expectError(await claim(who, '99999999999'), '404', 'No such reward');
    expectError(await claim(who, 'abc'), '400', /^Invalid rewardId/);
    const statuses = (await list(who)).list.map((r) => r.status).sort();
    expect(statuses).toEqual(['cancelled', 'expired', 'pending']);
    expect((await list(who, { status: 'expired' })).list.map((r) => r.id)).toEqual([expired.id]);
    expect((await list(who, { kind: 'vip_rebate' })).list).toEqual([]);
    expect(await readWallet(db, who.playerId)).toEqual({
      balancePaise: 0n,
      wagerRemainingPaise: 0n,
    });
  });

  it('pages the list with a cursor', async () => {
    const who = await newDepositor(db);
    for (let i = 0; i < 5; i += 1) await grant(db, who.playerId, BigInt(100 + i));
    const first = await list(who, { pageSize: 3 });
    expect(first.list.map((r) => r.amount)).toEqual([1.04, 1.03, 1.02]);
    const second = await list(who, { pageSize: 3, cursor: first.nextCursor });
    expect(second.list.map((r) => r.amount)).toEqual([1.01, 1]);
    expect(second.nextCursor).toBeNull();
  });

  it('grants once per source and pays an auto-claim grant at once', async () => {
    const who = await newDepositor(db);
    const accounts = createAccountDirectory(db);
    const terms: GrantTerms = { kind: 'vip_rebate', autoClaim: true, wagerMultiple: 2 };
    const row = { playerId: who.playerId, amountPaise: 777n, source: 'test:auto' };
    const now = new Date();
    expect(await db.transaction((tx) => insertRewardRows(tx, terms, [row], now))).toHaveLength(1);
    expect(await db.transaction((tx) => insertRewardRows(tx, terms, [row], now))).toEqual([]);
    expect(await claimDueAutoRewards(db, accounts, { now, source: 'test:auto' })).toEqual({
      count: 1,
      totalPaise: 777n,
    });
    expect(await claimDueAutoRewards(db, accounts, { now, source: 'test:auto' })).toEqual({
      count: 0,
      totalPaise: 0n,
    });
    expect(await readWallet(db, who.playerId)).toEqual({
      balancePaise: 777n,
      wagerRemainingPaise: 1554n,
    });
    await expectLedgerClean(db);
  });

  it('of 1,000 concurrent claims of one reward across the instances, exactly one pays', async () => {
    const who = await newDepositor(db);
    const { id } = await grant(db, who.playerId, 50_000n, { wagerMultiple: 2 });
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => claim(who, id, n.apps[i % n.apps.length]!)),
    );
    expect(answers.filter((a) => a.state !== '200')).toEqual([]);
    const [paid] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ledger_transactions where idempotency_key = ${`reward:${id}`}`,
    );
    expect(paid!.n).toBe(1);
    expect(await readWallet(db, who.playerId)).toEqual({
      balancePaise: 50_000n,
      wagerRemainingPaise: 100_000n,
    });
    expect((await rewardRow(db, id)).status).toBe('claimed');
    await expectLedgerClean(db);
  }, 120_000);
});

describe.each(testDatabases())('reward sweep on $kind', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await createSeededDatabase(target);
  });
  afterAll(() => database.close());

  it('opens due pending rewards and expires lapsed ones when the clock moves', async () => {
    const db = database.db;
    let clock = new Date('2026-03-01T00:00:00Z');
    const jobs = createJobRuntime({ db, now: () => clock });
    registerRewardJobs(jobs, { db });
    await jobs.tick();
    const player = await insertPlayer(db, { isGuest: true }, (id) => `Guest${id}`);
    const opens = await grant(
      db,
      player.id,
      100n,
      { claimableAt: new Date(clock.getTime() + HOUR) },
      clock,
    );
    const lapses = await grant(
      db,
      player.id,
      100n,
      { expiresAt: new Date(clock.getTime() + 2 * HOUR) },
      clock,
    );
    const auto = await grant(
      db,
      player.id,
      100n,
      { autoClaim: true, expiresAt: new Date(clock.getTime() + HOUR) },
      clock,
    );
    expect((await rewardRow(db, opens.id)).status).toBe('pending');
    clock = new Date(clock.getTime() + HOUR + 60_000);
    await jobs.tick();
    expect((await rewardRow(db, opens.id)).status).toBe('claimable');
    expect((await rewardRow(db, lapses.id)).status).toBe('claimable');
    clock = new Date(clock.getTime() + 2 * HOUR);
    await jobs.tick();
    expect((await rewardRow(db, lapses.id)).status).toBe('expired');
    expect((await rewardRow(db, opens.id)).status).toBe('claimable');
    // An auto-claim reward is paid, never expired.
    expect((await rewardRow(db, auto.id)).status).toBe('claimable');
  });
});
