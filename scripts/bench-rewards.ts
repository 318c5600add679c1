/**
 * `npm run bench:rewards`: the 05:00 daily rebate job for 100,000 players with 2,000,000 valid
 * bets settled the previous day, on PostgreSQL (DATABASE_URL; the bench makes and drops its own
 * database). Prints the job's wall time (set-based grant, then payment in batches), checks every
 * rebate against an independent sum, runs the job again (it must pay nothing) and proves the
 * ledger invariants. BENCH_PLAYERS and BENCH_BETS change the sizes.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/query';
import { payDailyRebates } from '../apps/server/src/modules/vip';
import { createAccountDirectory } from '../apps/server/src/modules/wallet';
import { createBenchDatabase, invariantsText } from './bench/lib';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const BETS = Number(process.env.BENCH_BETS ?? 2_000_000);
const FIRST_ID = 10_000_000;
/** 05:00 on 2026-05-11 in GMT+5:30: the rebate for May 10th (platform time). */
const OCCURRENCE = new Date('2026-05-11T05:00:00+05:30');
const DAY_START = new Date('2026-05-10T00:00:00+05:30');

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

if (!process.env.DATABASE_URL) {
  console.log(
    'bench:rewards needs PostgreSQL: set DATABASE_URL (the bench makes its own database)',
  );
  process.exit(0);
}

const bench = await createBenchDatabase('postgres', 'rewards');
const { db } = bench.database;
try {
  console.log(`bench:rewards — ${PLAYERS} players, ${BETS} valid bets on the day, PostgreSQL`);
  let t0 = performance.now();
  // Players on levels 1–10 (every level with a rebate), each with a wallet.
  await db.execute(
    sql`insert into players (id, nickname, referral_code, vip_level, is_guest)
        select ${FIRST_ID} + g, 'Bench' || g, 'B' || lpad(g::text, 7, '0'), 1 + g % 10, true
        from generate_series(0, ${PLAYERS - 1}) g`,
  );
  await db.execute(
    sql`insert into ledger_accounts (code, kind, player_id, tracks_balance, balance_paise, wager_remaining_paise)
        select 'wallet:' || id, 'wallet', id, true, 0, 0 from players where id >= ${FIRST_ID}`,
  );
  // The day's settled rounds, every player some; a tenth more on the days around it (not paid).
  await db.execute(
    sql`insert into game_rounds (provider_code, round_id, player_id, status, stake_paise, valid_bet_paise, settled_at)
        select 'bench', 'r' || g, ${FIRST_ID} + g % ${PLAYERS}, 'settled', v, v,
          ${DAY_START.toISOString()}::timestamptz + (g % 86400) * interval '1 second'
        from (select g, 100 + (g::bigint * 7919) % 99901 as v from generate_series(0, ${BETS - 1}) g) s`,
  );
  await db.execute(
    sql`insert into game_rounds (provider_code, round_id, player_id, status, stake_paise, valid_bet_paise, settled_at)
        select 'bench', 'x' || g, ${FIRST_ID} + g % ${PLAYERS}, 'settled', 5000, 5000,
          ${DAY_START.toISOString()}::timestamptz + case when g % 2 = 0 then interval '-1 second' else interval '1 day' end
        from generate_series(0, ${BETS / 10 - 1}) g`,
  );
  await db.execute(sql`analyze`);
  console.log(`seeded in ${seconds(t0)} s`);

  const deps = { db, accounts: createAccountDirectory(db) };
  t0 = performance.now();
  const first = await payDailyRebates(deps, OCCURRENCE, OCCURRENCE);
  const firstTime = seconds(t0);
  console.log(
    `rebate job: ${firstTime} s wall — ${first.granted} rewards granted, ${first.count} paid, ` +
      `Rs ${(Number(first.totalPaise) / 100).toFixed(2)} in total (goal ≤ 60 s)`,
  );

  // Every rebate against an independent sum: ⌊day's valid bets × the level's rate⌋.
  const [check] = await queryRows<{ expected: string; paid: string; wrong: number }>(
    db,
    sql`with expected as (
          select r.player_id, floor(sum(r.valid_bet_paise) * l.bet_rebate_bp / 10000)::bigint as amount
          from game_rounds r join players p on p.id = r.player_id join vip_levels l on l.level = p.vip_level
          where r.settled_at >= ${DAY_START.toISOString()}::timestamptz
            and r.settled_at < ${DAY_START.toISOString()}::timestamptz + interval '1 day'
          group by r.player_id, l.bet_rebate_bp)
        select sum(e.amount)::text as expected,
          (select sum(balance_paise) from ledger_accounts where code like 'wallet:%')::text as paid,
          count(*) filter (where w.balance_paise <> e.amount)::int as wrong
        from expected e join ledger_accounts w on w.code = 'wallet:' || e.player_id`,
  );
  console.log(
    `check: expected ${check!.expected} paise, wallets hold ${check!.paid} paise, ${check!.wrong} players wrong`,
  );

  t0 = performance.now();
  const again = await payDailyRebates(deps, OCCURRENCE, OCCURRENCE);
  console.log(
    `re-run: ${seconds(t0)} s — ${again.granted} granted, ${again.count} paid (Rs ${(Number(again.totalPaise) / 100).toFixed(2)})`,
  );
  console.log(`ledger invariants ${await invariantsText(bench.database)}`);
  if (check!.wrong !== 0 || check!.expected !== check!.paid || again.count !== 0)
    process.exitCode = 1;
} finally {
  await bench.drop();
}
