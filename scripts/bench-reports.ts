/**
 * `npm run bench:reports`: the back office's dashboard (src/modules/reports) over a ledger of
 * BENCH_ENTRIES entries (default 1,000,000: half as many two-leg transactions — bets, wins,
 * deposits, paid withdrawals and rewards — spread over the last 30 days, across 20,000 players),
 * on PostgreSQL (DATABASE_URL; the bench makes and drops its own database) or else PGlite.
 *
 * Prints the dashboard's latency summed from the ledger alone (every day read live), the time
 * the reports.rollup job takes to sum the 29 closed days once, then the dashboard's latency
 * with the rollup (today live), and the daily and campaign reports of the 30 days; and checks
 * the two ways give the same figures.
 */
import { sql } from 'drizzle-orm';
import { campaignFigures, dashboard, rollupClosedDays } from '../apps/server/src/modules/reports';
import { createBenchDatabase, latencySummary } from './bench/lib';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TRANSACTIONS = Math.floor(ENTRIES / 2);
const FIRST_PLAYER = 10_000_000;

const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

async function timed<T>(runs: number, work: () => Promise<T>) {
  const latencies: number[] = [];
  let last!: T;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    last = await work();
    latencies.push(performance.now() - t0);
  }
  return { last, summary: latencySummary(latencies) };
}

const bench = await createBenchDatabase(kind, 'reports');
const { db } = bench.database;
try {
  console.log(
    `bench:reports — ${TRANSACTIONS * 2} ledger entries over 30 days, ${PLAYERS} players, ${kind}`,
  );
  let t0 = performance.now();
  await db.execute(
    sql`insert into players (id, nickname, referral_code, is_guest, created_at)
        select ${FIRST_PLAYER} + g, 'Bench' || g, 'B' || lpad(g::text, 7, '0'), true,
          now() - random() * interval '30 days'
        from generate_series(0, ${PLAYERS - 1}) g`,
  );
  await db.execute(
    sql`insert into ledger_accounts (code, kind, player_id, tracks_balance, balance_paise, wager_remaining_paise)
        select 'wallet:' || (${FIRST_PLAYER} + g), 'wallet', ${FIRST_PLAYER} + g, true, 0, 0
        from generate_series(0, ${PLAYERS - 1}) g`,
  );
  await db.execute(
    sql`insert into ledger_accounts (code, kind, tracks_balance)
        values ('house:game:bench', 'house', false), ('house:gateway:bench', 'house', false),
          ('house:withdrawals-in-flight', 'house', false), ('house:bonus-expense', 'house', false)
        on conflict (code) do nothing`,
  );
  // Transactions: 70 % game (bets and wins), 15 % deposits, 5 % paid withdrawals, 10 % rewards.
  await db.execute(
    sql`insert into ledger_transactions (idempotency_key, request_hash, kind, player_id, created_at)
        select 'bench:' || g, 'h',
          case when g % 20 < 8 then 'game_bet' when g % 20 < 14 then 'game_win'
               when g % 20 < 17 then 'deposit' when g % 20 < 18 then 'withdrawal_settle'
               else 'reward' end,
          ${FIRST_PLAYER} + (g::bigint * 7919) % ${PLAYERS},
          -- In the order a ledger grows (ids and times rise together), a few seconds of jitter.
          now() - interval '30 days' + (g::float / ${TRANSACTIONS}) * interval '30 days'
            - random() * interval '5 seconds'
        from generate_series(1, ${TRANSACTIONS}) g`,
  );
  await db.execute(
    sql`insert into ledger_entries (transaction_id, account_id, amount_paise, created_at)
        select t.id, case when leg = 1 then w.id else h.id end,
          case when leg = 1 then 1 else -1 end
            * case when t.kind in ('game_bet', 'withdrawal_settle') then -1 else 1 end
            * (100 + (t.id * 104729) % 100000),
          t.created_at
        from ledger_transactions t
        join ledger_accounts w on w.code = 'wallet:' || t.player_id
        join ledger_accounts h on h.code = case t.kind
          when 'game_bet' then 'house:game:bench' when 'game_win' then 'house:game:bench'
          when 'deposit' then 'house:gateway:bench'
          when 'withdrawal_settle' then 'house:withdrawals-in-flight'
          else 'house:bonus-expense' end
        cross join (values (1), (2)) l(leg)
        where t.idempotency_key like 'bench:%'
        order by t.id, leg`,
  );
  await db.execute(
    sql`insert into rewards (player_id, kind, source, record_type, amount_paise,
          wager_multiple_hundredths, wager_paise, status, claimable_at, claimed_at,
          ledger_transaction_id, created_at)
        select t.player_id, case when t.id % 3 = 0 then 'wheel' else 'vip_rebate' end,
          case when t.id % 3 = 0 then 'wheel:' || t.id else 'vip:rebate:' || t.id end,
          'gift', 100 + (t.id * 104729) % 100000, 0, 0, 'claimed', t.created_at, t.created_at,
          t.id, t.created_at
        from ledger_transactions t where t.kind = 'reward' and t.idempotency_key like 'bench:%'`,
  );
  // What the reports.rollup job does every 5 minutes (and autovacuum on PostgreSQL).
  await db.execute(sql`select brin_summarize_new_values('ledger_entries_created')`);
  await db.execute(sql`analyze`);
  console.log(`seeded in ${seconds(t0)} s`);

  const now = new Date();
  const live = await timed(Math.max(3, Math.floor(RUNS / 10)), () => dashboard(db, now));
  console.log(`dashboard from the ledger alone (30 days live): ${live.summary.text}`);

  t0 = performance.now();
  const rolled = await rollupClosedDays(db, now);
  console.log(`rollup of ${rolled.length} closed days: ${seconds(t0)} s (once; the job's work)`);

  const withRollup = await timed(RUNS, () => dashboard(db, now));
  console.log(`dashboard with the rollup (today live): ${withRollup.summary.text}`);
  const campaigns = await timed(RUNS, () =>
    campaignFigures(db, { from: live.last.series[0]!.day, to: live.last.today.day, now }),
  );
  console.log(`campaign report, 30 days: ${campaigns.summary.text}`);

  const same = JSON.stringify(live.last.series) === JSON.stringify(withRollup.last.series);
  console.log(`figures live = figures rolled up: ${same ? 'yes' : 'NO'}`);
  const total = withRollup.last.series.reduce((sum, d) => sum + d.ggr, 0);
  console.log(`30-day GGR ₹${total.toFixed(2)}, today's bets ${withRollup.last.today.betCount}`);
  if (!same) process.exitCode = 1;
} finally {
  if (process.env.BENCH_KEEP) console.log(`kept: ${bench.env.DATABASE_URL ?? bench.env.DATA_DIR}`);
  else await bench.drop();
}
