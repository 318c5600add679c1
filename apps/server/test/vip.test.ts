import { randomBytes } from 'node:crypto';
import { createJobRuntime } from '@khel/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { insertPlayer, updatePlayer } from '../src/modules/accounts/store';
import { claimReward, insertRewards, registerRewardJobs } from '../src/modules/rewards';
import {
  getVipInfo,
  grantBirthdayBonuses,
  grantWeeklyBonuses,
  payDailyRebates,
  registerVipJobs,
  relegateIdlePlayers,
} from '../src/modules/vip';
import { createAccountDirectory, readWallet } from '../src/modules/wallet/accounts';
import { postApi } from './helpers/app';
import { authBody, expectOk } from './helpers/accounts';
import { createSeededDatabase, testDatabases } from './helpers/databases';
import { creditTestDeposit, expectLedgerClean, newDepositor } from './helpers/deposits';
import { createInstances } from './helpers/instances';

/** An instant given as platform time (GMT+5:30). */
const ist = (local: string) => new Date(`${local}+05:30`);
const R = (rupees: number) => BigInt(Math.round(rupees * 100));

describe.each(testDatabases())('VIP on $kind', (target) => {
  let database: Database;
  let db: Db;
  let accounts: ReturnType<typeof createAccountDirectory>;
  beforeAll(async () => {
    database = await createSeededDatabase(target);
    db = database.db;
    accounts = createAccountDirectory(db);
  });
  afterAll(() => database.close());

  const deps = () => ({ db, accounts });

  /** A job runtime on the moved clock, its schedules starting from that clock (none left over). */
  async function runtimeAt(on: Db, clock: () => Date) {
    await on.execute(sql`delete from job_schedules`);
    await on.execute(sql`delete from jobs`);
    return createJobRuntime({ db: on, now: clock });
  }

  async function newPlayer(level = 0, birthday: string | null = null) {
    const player = await insertPlayer(db, { isGuest: true }, (id) => `Guest${id}`);
    if (level > 0 || birthday) await updatePlayer(db, player.id, { vipLevel: level, birthday });
    return player.id;
  }

  /** A successful deposit of `rupees`, credited at `at` through the deposits module. */
  const deposit = (playerId: number, rupees: number, at: Date) =>
    creditTestDeposit({ db, accounts }, playerId, rupees, at);

  const levelOf = async (playerId: number) => {
    const [row] = await queryRows<{ vip_level: number }>(
      db,
      sql`select vip_level from players where id = ${playerId}`,
    );
    return row!.vip_level;
  };
  const rewardsOf = (playerId: number) =>
    queryRows<{ id: string; kind: string; source: string; amount_paise: string; status: string }>(
      db,
      sql`select id::text as id, kind, source, amount_paise::text as amount_paise, status
          from rewards where player_id = ${playerId} order by id`,
    );
  const rebateSettle = async (
    playerId: number,
    paise: bigint,
    settledAt: Date,
    status = 'settled',
  ) => {
    await db.execute(
      sql`insert into game_rounds (provider_code, round_id, player_id, status, stake_paise, valid_bet_paise, settled_at)
          values ('test', ${randomBytes(8).toString('hex')}, ${playerId}, ${status}, ${paise}, ${paise},
                  ${settledAt.toISOString()}::timestamptz)`,
    );
  };

  it('raises the level on the deposit that crosses a threshold, and grants that upgrade bonus', async () => {
    const player = await newPlayer();
    await deposit(player, 500, ist('2026-01-05T10:00:00'));
    expect(await levelOf(player)).toBe(0);
    expect(await rewardsOf(player)).toEqual([]);
    await deposit(player, 600, ist('2026-01-06T10:00:00'));
    expect(await levelOf(player)).toBe(1);
    const rewards = await rewardsOf(player);
    expect(rewards.map((r) => [r.source, r.amount_paise, r.status])).toEqual([
      ['vip:upgrade:1', '1800', 'claimable'],
    ]);
    // Claiming adds amount × the operator's bonus multiple (1×) to the deposits' 1,100.
    await claimReward({ db, accounts, now: () => new Date() }, player, rewards[0]!.id);
    expect(await readWallet(db, player)).toEqual({
      balancePaise: R(1_118),
      wagerRemainingPaise: R(1_118),
    });
    const [record] = await queryRows<{ record_type: string }>(
      db,
      sql`select record_type from ledger_transactions where idempotency_key = ${`reward:${rewards[0]!.id}`}`,
    );
    expect(record!.record_type).toBe('vip_bonus');
    await expectLedgerClean(db);
  });

  it('jumps several levels on one deposit and grants every upgrade bonus passed', async () => {
    const player = await newPlayer();
    await deposit(player, 60_000, ist('2026-01-07T10:00:00'));
    expect(await levelOf(player)).toBe(3);
    const rewards = await rewardsOf(player);
    expect(rewards.map((r) => [r.source, r.amount_paise])).toEqual([
      ['vip:upgrade:1', '1800'],
      ['vip:upgrade:2', '8800'],
      ['vip:upgrade:3', '28800'],
    ]);
    for (const r of rewards)
      await claimReward({ db, accounts, now: () => new Date() }, player, r.id);
    expect(await readWallet(db, player)).toEqual({
      balancePaise: R(60_000 + 18 + 88 + 288),
      wagerRemainingPaise: R(60_000 + 18 + 88 + 288),
    });
    await expectLedgerClean(db);
  });

  it('counts concurrent deposits all together: the level and its bonuses come once', async () => {
    const player = await newPlayer();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => deposit(player, 1_000, ist(`2026-01-08T10:00:0${i}`))),
    );
    expect(await levelOf(player)).toBe(2);
    expect((await rewardsOf(player)).map((r) => r.source)).toEqual([
      'vip:upgrade:1',
      'vip:upgrade:2',
    ]);
    const [progress] = await queryRows<{ counted: string }>(
      db,
      sql`select counted_deposit_paise::text as counted from vip_progress where player_id = ${player}`,
    );
    expect(progress!.counted).toBe(String(R(10_000)));
    await expectLedgerClean(db);
  });

  it('pays each upgrade bonus once ever, even after relegation and re-promotion', async () => {
    const player = await newPlayer();
    await deposit(player, 50_000, ist('2026-01-10T10:00:00'));
    expect(await levelOf(player)).toBe(3);
    // January's deposits keep V3 (8,000 needed); February has none: V2 on March 1st, once.
    expect((await relegateIdlePlayers(deps(), ist('2026-02-01T05:00:00'))).period).toBe('2026-01');
    expect(await levelOf(player)).toBe(3);
    await relegateIdlePlayers(deps(), ist('2026-03-01T05:00:00'));
    await relegateIdlePlayers(deps(), ist('2026-03-01T05:00:00'));
    expect(await levelOf(player)).toBe(2);
    // Counted deposits fell to V2's 10,000: V3 again takes the 40,000 difference.
    await deposit(player, 39_999, ist('2026-03-05T10:00:00'));
    expect(await levelOf(player)).toBe(2);
    await deposit(player, 1, ist('2026-03-05T11:00:00'));
    expect(await levelOf(player)).toBe(3);
    expect((await rewardsOf(player)).map((r) => r.source)).toEqual([
      'vip:upgrade:1',
      'vip:upgrade:2',
      'vip:upgrade:3',
    ]);
    const changes = await queryRows<{ from_level: number; to_level: number; reason: string }>(
      db,
      sql`select from_level, to_level, reason from vip_level_changes where player_id = ${player} order by id`,
    );
    expect(changes).toEqual([
      { from_level: 0, to_level: 3, reason: 'deposit' },
      { from_level: 3, to_level: 2, reason: 'relegation' },
      { from_level: 2, to_level: 3, reason: 'deposit' },
    ]);
  });

  it('relegates at the month boundary of GMT+5:30, on the schedule of the moved clock', async () => {
    // Kept: 1,000 at 23:30 on March 31st (platform time) counts for March.
    const kept = await newPlayer();
    await deposit(kept, 1_000, ist('2026-03-31T23:30:00'));
    // Relegated: V1 since February, only 400 in March (500 needed); 00:30 on April 1st is April.
    const idle = await newPlayer();
    await deposit(idle, 1_000, ist('2026-02-10T10:00:00'));
    await deposit(idle, 400, ist('2026-03-31T23:30:00'));
    await deposit(idle, 400, ist('2026-04-01T00:30:00'));
    // Not reviewed: reached V1 only after March had ended.
    const fresh = await newPlayer();
    await deposit(fresh, 1_000, ist('2026-04-01T00:30:00'));
    // V4's floor: no level asks nothing monthly but V0 here, so one level down.
    const big = await newPlayer();
    await deposit(big, 200_000, ist('2026-02-10T10:00:00'));
    let clock = ist('2026-04-01T04:59:00');
    const jobs = await runtimeAt(db, () => clock);
    registerVipJobs(jobs, deps(), '+05:30');
    await jobs.tick();
    expect(await levelOf(idle)).toBe(1);
    clock = ist('2026-04-01T05:00:00');
    await jobs.tick();
    expect([
      await levelOf(kept),
      await levelOf(idle),
      await levelOf(fresh),
      await levelOf(big),
    ]).toEqual([1, 0, 1, 3]);
    clock = ist('2026-04-01T06:00:00');
    await jobs.tick();
    expect(await levelOf(big)).toBe(3);
  });

  it('never relegates below a level that asks for no monthly deposit and lifetime deposits reach', async () => {
    await db.execute(sql`update vip_levels set relegation_deposit_paise = 0 where level = 2`);
    try {
      const player = await newPlayer();
      await deposit(player, 60_000, ist('2026-05-02T10:00:00'));
      await relegateIdlePlayers(deps(), ist('2026-07-01T05:00:00'));
      expect(await levelOf(player)).toBe(2);
      await relegateIdlePlayers(deps(), ist('2026-08-01T05:00:00'));
      expect(await levelOf(player)).toBe(2);
    } finally {
      await db.execute(
        sql`update vip_levels set relegation_deposit_paise = 200000 where level = 2`,
      );
    }
  });

  it('pays the daily rebate to the paisa at the level held that day, once across runs and instances', async () => {
    const day = (local: string) => ist(`2026-05-10T${local}`);
    const v1 = await newPlayer(1);
    await rebateSettle(v1, 100_000n, ist('2026-05-10T00:00:00'));
    await rebateSettle(v1, 23_456n, day('23:59:59'));
    await rebateSettle(v1, 99_999n, ist('2026-05-11T00:00:00')); // the next day
    await rebateSettle(v1, 50_000n, day('12:00:00'), 'cancelled');
    const v3 = await newPlayer(3);
    await rebateSettle(v3, 5_000_001n, day('08:00:00'));
    const v0 = await newPlayer(0);
    await rebateSettle(v0, 1_000_000n, day('09:00:00'));
    // V1 all of May 10th, raised to V3 at 02:00 on the 11th: paid at V1's 0.1 %.
    const raised = await newPlayer(1);
    await rebateSettle(raised, 1_000_000n, day('10:00:00'));
    await deposit(raised, 50_000, ist('2026-05-11T02:00:00'));

    const clock = ist('2026-05-11T04:59:59');
    const other = database.url
      ? await openDatabase({ databaseUrl: database.url, poolSize: 3 })
      : null;
    try {
      await runtimeAt(db, () => clock);
      const runtimes = [db, other?.db ?? db].map((on) => {
        const jobs = createJobRuntime({ db: on, now: () => clock });
        registerVipJobs(jobs, { db: on, accounts: createAccountDirectory(on) }, '+05:30');
        return jobs;
      });
      await Promise.all(runtimes.map((r) => r.tick()));
      clock.setTime(ist('2026-05-11T05:00:00').getTime());
      await Promise.all(runtimes.map((r) => r.tick()));
    } finally {
      await other?.close();
    }
    const rebates = await queryRows<{ player_id: string; amount_paise: string; status: string }>(
      db,
      sql`select player_id::text as player_id, amount_paise::text as amount_paise, status
          from rewards where source = 'vip:rebate:2026-05-10' order by amount_paise::bigint`,
    );
    expect(rebates).toEqual([
      { player_id: String(v1), amount_paise: '123', status: 'claimed' },
      { player_id: String(raised), amount_paise: '1000', status: 'claimed' },
      { player_id: String(v3), amount_paise: '15000', status: 'claimed' },
    ]);
    expect(await readWallet(db, v1)).toEqual({ balancePaise: 123n, wagerRemainingPaise: 123n });
    expect(await readWallet(db, v3)).toEqual({
      balancePaise: 15_000n,
      wagerRemainingPaise: 15_000n,
    });
    // A re-run of the day (a crash after paying) pays nothing more.
    const again = await payDailyRebates(deps(), ist('2026-05-11T05:00:00'), new Date());
    expect(again).toMatchObject({ granted: 0, count: 0 });
    // Each player sees one 'daily rebate' entry (the job posts a batch as one transaction).
    const [paid] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ledger_entries e
          join ledger_transactions t on t.id = e.transaction_id
          join ledger_accounts a on a.id = e.account_id
          where a.player_id in (${v1}, ${v3}, ${raised}, ${v0}) and t.record_type = 'daily_rebate'`,
    );
    expect(paid).toEqual({ n: 3 });
    await expectLedgerClean(db);
  });

  it('resumes paying granted rebates after a crash between grant and payment', async () => {
    const player = await newPlayer(2);
    await rebateSettle(player, 1_000_000n, ist('2026-06-10T10:00:00'));
    // The grant committed, the payment did not: the rewards are there, unpaid.
    await db.transaction(async (tx) => {
      await insertRewards(
        tx,
        { kind: 'vip_rebate', autoClaim: true },
        sql`select ${player}::bigint as player_id, 2000::bigint as amount_paise, 'vip:rebate:2026-06-10' as source`,
        new Date(),
      );
    });
    const run = await payDailyRebates(deps(), ist('2026-06-11T05:00:00'), new Date());
    expect(run).toMatchObject({ granted: 0, count: 1, totalPaise: 2000n });
    expect((await readWallet(db, player)).balancePaise).toBe(2000n);
    await expectLedgerClean(db);
  });

  it('gives the weekly bonus on Monday to the week’s depositors, once', async () => {
    const inWeek = await newPlayer();
    await deposit(inWeek, 10_000, ist('2026-05-10T23:00:00')); // Sunday: V2, weekly 18
    const nextWeek = await newPlayer();
    await deposit(nextWeek, 10_000, ist('2026-05-11T00:30:00')); // Monday: next week
    const noBonus = await newPlayer();
    await deposit(noBonus, 1_000, ist('2026-05-06T10:00:00')); // V1: no weekly bonus
    const monday = ist('2026-05-11T05:00:00');
    const first = await grantWeeklyBonuses(deps(), monday, monday);
    expect(first.source).toBe('vip:weekly:2026-05-04');
    await grantWeeklyBonuses(deps(), monday, monday);
    const weekly = (p: number) =>
      rewardsOf(p).then((rs) => rs.filter((r) => r.kind === 'vip_weekly'));
    expect((await weekly(inWeek)).map((r) => [r.amount_paise, r.status])).toEqual([
      ['1800', 'claimable'],
    ]);
    expect(await weekly(nextWeek)).toEqual([]);
    expect(await weekly(noBonus)).toEqual([]);
    const [expiry] = await queryRows<{ expires_at: Date | string }>(
      db,
      sql`select expires_at from rewards where player_id = ${inWeek} and kind = 'vip_weekly'`,
    );
    expect(new Date(expiry!.expires_at).toISOString()).toBe(
      ist('2026-05-18T05:00:00').toISOString(),
    );
    // Claimed, it pays 18 and adds 18 × the bonus multiple (1×) to the deposit's 10,000.
    const [reward] = await weekly(inWeek);
    await claimReward({ db, accounts, now: () => monday }, inWeek, reward!.id);
    expect(await readWallet(db, inWeek)).toEqual({
      balancePaise: R(10_018),
      wagerRemainingPaise: R(10_018),
    });
    await expectLedgerClean(db);
  });

  it('gives the birthday bonus in the birthday month once a year, claimable until the month ends', async () => {
    const june = await newPlayer(2, '1990-06-15');
    const july = await newPlayer(2, '1990-07-01');
    const v0 = await newPlayer(0, '1990-06-20');
    for (const local of ['2026-06-01T05:00:00', '2026-06-02T05:00:00', '2026-06-30T05:00:00']) {
      await grantBirthdayBonuses(deps(), ist(local), ist(local));
    }
    const birthday = (p: number) =>
      rewardsOf(p).then((rs) => rs.filter((r) => r.kind === 'vip_birthday').map((r) => r.source));
    expect(await birthday(june)).toEqual(['vip:birthday:2026']);
    expect(await birthday(july)).toEqual([]);
    expect(await birthday(v0)).toEqual([]);
    const [row] = await queryRows<{ id: string; expires_at: Date | string }>(
      db,
      sql`select id::text as id, expires_at from rewards where player_id = ${june} and kind = 'vip_birthday'`,
    );
    expect(new Date(row!.expires_at).toISOString()).toBe(ist('2026-07-01T00:00:00').toISOString());
    await grantBirthdayBonuses(deps(), ist('2027-06-01T05:00:00'), ist('2027-06-01T05:00:00'));
    expect(await birthday(june)).toEqual(['vip:birthday:2026', 'vip:birthday:2027']);
    // Unclaimed at the month's end, it expires with the sweep.
    let clock = ist('2026-07-01T00:00:30');
    const jobs = await runtimeAt(db, () => clock);
    registerRewardJobs(jobs, { db });
    await jobs.tick();
    clock = ist('2026-07-01T00:02:00');
    await jobs.tick();
    const [status] = await queryRows<{ status: string }>(
      db,
      sql`select status from rewards where id = ${row!.id}::bigint`,
    );
    expect(status!.status).toBe('expired');
  });

  it('reports levels, progress and this month in the platform timezone', async () => {
    const player = await newPlayer();
    await deposit(player, 700, ist('2026-08-31T23:00:00'));
    await deposit(player, 800, ist('2026-09-01T00:10:00'));
    const info = await getVipInfo(db, player, ist('2026-09-15T12:00:00'));
    expect(info.currentVipConfig).toMatchObject({
      level: 1,
      upgradeBonus: 18,
      betRebatePercent: 0.1,
    });
    expect(info.vipConfigList.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(info).toMatchObject({
      totalDeposit: 1_500,
      lifetimeDeposit: 1_500,
      monthDeposit: 800,
      nextLevel: 2,
      depositForNextLevel: 8_500,
      monthStart: ist('2026-09-01T00:00:00').toISOString(),
    });
    const none = await getVipInfo(db, await newPlayer(), new Date());
    expect(none).toMatchObject({
      currentVipConfig: { level: 0, withdrawDailyTimes: 2 },
      totalDeposit: 0,
      nextLevel: 1,
      depositForNextLevel: 1_000,
    });
  });
});

describe.each(testDatabases())('/vip/getVipInfo on $kind', (target) => {
  it('answers the logged-in player’s level and every level', async () => {
    const n = await createInstances(target);
    try {
      const db = n.first.database.db;
      const who = await newDepositor(db);
      await updatePlayer(db, who.playerId, { vipLevel: 6 });
      const info = expectOk<{ currentVipConfig: { level: number; vipCustomerService: boolean } }>(
        (await postApi(n.first.app, '/vip/getVipInfo', authBody(who.session))).body,
      );
      expect(info.currentVipConfig.level).toBe(6);
      const { body } = await postApi(
        n.first.app,
        '/vip/getVipInfo',
        authBody(who.session, { sign: 'x' }),
      );
      expect(body.state).not.toBe('200');
    } finally {
      await n.close();
    }
  });
});
