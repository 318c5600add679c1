/**
 * `npm run bench:rankings`, on PostgreSQL (DATABASE_URL; the bench makes and drops its own
 * database):
 *
 * 1. Reads: 100,000 players with 2,000,000 valid bets settled today (bulk-loaded as the daily,
 *    weekly and monthly totals they make), then 64 concurrent logged-in readers of
 *    /activity/ranking/list (the three periods in turn, each with the reader's own place) across
 *    BENCH_INSTANCES server processes for BENCH_SECONDS: the read p99 (goal ≤ 20 ms).
 * 2. The added cost per settled bet: bench:wallet's load (1,000 players, 64 connections, signed
 *    bet + win pairs, every win settling its round) with the ranking trigger disabled and
 *    enabled, alternated, over the same 300,000 totals: the throughput lost (goal ≤ 10 %). Then
 *    every total of the driven players is checked against an independent sum of their rounds.
 *
 * BENCH_PLAYERS, BENCH_BETS, BENCH_SECONDS, BENCH_INSTANCES and BENCH_POOL change the sizes.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/query';
import { gameProviders } from '../apps/server/src/db/schema';
import { openSession } from '../apps/server/src/modules/accounts';
import { readStandings } from '../apps/server/src/modules/rankings';
import { driveBetWin, openGameSessions } from './bench/bet-drive';
import {
  agent,
  createBenchDatabase,
  fundedPlayers,
  invariantsText,
  latencySummary,
  pickPorts,
  postJson,
  startServer,
  stopServers,
} from './bench/lib';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const BETS = Number(process.env.BENCH_BETS ?? 2_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);
const READERS = 64;
const READER_SESSIONS = 2_000;
const FIRST_ID = 10_000_000;
const PROVIDER = 'bench';
const PERIODS = ['daily', 'weekly', 'monthly'] as const;

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

if (!process.env.DATABASE_URL) {
  console.log(
    'bench:rankings needs PostgreSQL: set DATABASE_URL (the bench makes its own database)',
  );
  process.exit(0);
}

const bench = await createBenchDatabase('postgres', 'rankings');
const { db } = bench.database;
let servers: Awaited<ReturnType<typeof startServer>>[] = [];
try {
  console.log(
    `bench:rankings — ${PLAYERS} players, ${BETS} valid bets settled today, PostgreSQL, ` +
      `${INSTANCES} instance(s)`,
  );
  let t0 = performance.now();
  // Today in the platform's timezone, worked out once (not per generated row).
  const [today] = await queryRows<{ start: string; day: string; week: string; month: string }>(
    db,
    sql`select to_char(l.day, 'YYYY-MM-DD') as day,
          to_char(date_trunc('week', l.day), 'YYYY-MM-DD') as week,
          to_char(date_trunc('month', l.day), 'YYYY-MM-DD') as month,
          ((l.day::date - platform_utc_offset()) at time zone 'UTC')::text as start
        from (select (now() at time zone 'UTC') + platform_utc_offset() as day) l`,
  );
  const TODAY_START = sql`${today!.start}::timestamptz`;
  // Players, a fifth with a phone number; each bet settled at some second of today so far.
  await db.execute(
    sql`insert into players (id, nickname, referral_code, is_guest, phone)
        select ${FIRST_ID} + g, 'Bench' || g, 'B' || lpad(g::text, 7, '0'), true,
          case when g % 5 = 0 then '+9198' || lpad(g::text, 8, '0') end
        from generate_series(0, ${PLAYERS - 1}) g`,
  );
  // 2,000,000 bets of Rs 1 to Rs 1,000 settled at some instant of today so far, bulk-loaded as
  // the daily, weekly and monthly totals the settle trigger makes of them (each player's sum and
  // the instant of their last bet); the rounds themselves are not needed to read or settle.
  await db.execute(
    sql`with bets as (
          select ${FIRST_ID} + (g::bigint * 7919) % ${PLAYERS} as player_id,
            100 + (g::bigint * 7919) % 99901 as v,
            ${TODAY_START} + (now() - ${TODAY_START}) * ((g % 100000) / 100000.0) as at
          from generate_series(0, ${BETS - 1}) g),
        totals as (select player_id, sum(v) as total, max(at) as reached from bets group by player_id)
        insert into ranking_totals (period_kind, period_start, player_id, total_paise, reached_at)
        select k.kind, k.start::date, t.player_id, t.total, t.reached
        from totals t
        cross join (values ('daily', ${today!.day}), ('weekly', ${today!.week}),
                           ('monthly', ${today!.month})) as k(kind, start)`,
  );
  await db.execute(sql`delete from ranking_awards`);
  await db.execute(
    sql`insert into ranking_awards (period_kind, rank, amount_paise)
        select k, g, (1001 - g * 10) * 100 from unnest(array['daily', 'weekly', 'monthly']) k,
          generate_series(1, 100) g`,
  );
  // As autovacuum leaves a table after a bulk load: visibility map set, statistics fresh.
  await db.execute(sql`vacuum analyze ranking_totals`);
  await db.execute(sql`analyze`);
  const [counts] = await queryRows<{ totals: string }>(
    db,
    sql`select count(*)::text as totals from ranking_totals`,
  );
  console.log(`seeded in ${seconds(t0)} s: ${counts!.totals} totals`);

  // Readers: logged-in players spread over the field (their own place is read every time).
  t0 = performance.now();
  const readers: { sign: string; uid: string }[] = [];
  for (let i = 0; i < READER_SESSIONS; i += 1) {
    const playerId = FIRST_ID + Math.floor((i * PLAYERS) / READER_SESSIONS);
    const login = await openSession(db, {
      playerId,
      method: 'guest',
      requester: { ip: '127.0.0.1', deviceNumber: 'bench' },
      settings: { idleMs: 72 * 3_600_000, maxMs: 30 * 86_400_000 },
    });
    readers.push({ sign: login.token, uid: String(playerId) });
  }
  // bench:wallet's players, for the settle load.
  const secret = randomBytes(32).toString('hex');
  await db.insert(gameProviders).values({ code: PROVIDER, name: 'Benchmark', secret });
  const betters = await fundedPlayers(bench.database, 1000, PROVIDER);
  console.log(`sessions in ${seconds(t0)} s`);

  const ports = pickPorts(INSTANCES);
  servers = await Promise.all(ports.map((port) => startServer(bench.env, port)));

  // 1. Reads. First what one period's standings cost an instance to read (every 5 s while read).
  for (const kind of PERIODS) {
    const start = performance.now();
    const rows = await readStandings(db, {
      kind,
      start: today![kind === 'daily' ? 'day' : kind === 'weekly' ? 'week' : 'month'],
    });
    console.log(
      `standings of ${kind}: ${rows.totals.length} players read in ${(performance.now() - start).toFixed(0)} ms`,
    );
  }
  const body = (i: number) => ({
    appId: 1502,
    deviceNumber: 'bench',
    locale: 'en',
    appPackageName: 'com.khel.h5.1502',
    period: PERIODS[i % PERIODS.length],
    scope: 'current',
    ...readers[i % readers.length],
  });
  type ListAnswer = { state: string; resultData?: { list: unknown[]; mine: { rank: number } } };
  for (const port of ports) {
    for (let p = 0; p < PERIODS.length; p += 1) {
      const warm = await postJson<ListAnswer>(port, '/api/activity/ranking/list', body(p));
      if (
        warm.state !== '200' ||
        warm.resultData!.list.length !== 50 ||
        !warm.resultData!.mine.rank
      )
        throw new Error(`bad ranking answer: ${JSON.stringify(warm).slice(0, 300)}`);
    }
  }
  // One reader alone: what a read costs without queueing behind others.
  const alone: number[] = [];
  for (let i = 0; i < 300; i += 1) {
    const t = performance.now();
    await postJson<ListAnswer>(ports[i % ports.length]!, '/api/activity/ranking/list', body(i));
    alone.push(performance.now() - t);
  }
  console.log(`reads, one reader: latency ${latencySummary(alone).text}`);
  const latencies: number[] = [];
  let failures = 0;
  let n = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: READERS }, async (_, w) => {
      const port = ports[w % ports.length]!;
      while (Date.now() < deadline) {
        n += 1;
        const t = performance.now();
        const answer = await postJson<ListAnswer>(port, '/api/activity/ranking/list', body(n));
        latencies.push(performance.now() - t);
        if (answer.state !== '200') failures += 1;
      }
    }),
  );
  const readRate = latencies.length / ((performance.now() - started) / 1000);
  console.log(
    `reads: ${readRate.toFixed(0)} lists/s at ${READERS} concurrent readers (${latencies.length} reads, ` +
      `${failures} failed); latency ${latencySummary(latencies).text} (goal p99 ≤ 20 ms)`,
  );

  // 2. The settle path without and with the aggregate, alternated.
  const drive = { provider: PROVIDER, secret, connections: 64, seconds: SECONDS };
  const sessions = await openGameSessions(ports, drive, betters);
  const rates: Record<'off' | 'on', number[]> = { off: [], on: [] };
  for (const [i, mode] of (['off', 'on', 'off', 'on'] as const).entries()) {
    await db.execute(
      mode === 'on'
        ? sql`alter table game_rounds enable trigger game_rounds_ranking`
        : sql`alter table game_rounds disable trigger game_rounds_ranking`,
    );
    const result = await driveBetWin(ports, { ...drive, label: `${i}-` }, sessions);
    rates[mode].push(result.opsPerSecond);
    console.log(
      `settle load, aggregate ${mode.padEnd(3)}: ${result.opsPerSecond.toFixed(0)} wallet ops/s ` +
        `(${result.failures} failed pairs); latency ${latencySummary(result.latencies).text}`,
    );
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const cost = 1 - mean(rates.on) / mean(rates.off);
  console.log(
    `added cost of the aggregate: ${(cost * 100).toFixed(1)} % of the settle throughput ` +
      `(${mean(rates.off).toFixed(0)} → ${mean(rates.on).toFixed(0)} ops/s; goal ≤ 10 %)`,
  );
  await stopServers(servers);
  servers = [];

  // 3. The trigger alone, without the HTTP and machine noise: one set-based settle of 20,000
  // open rounds of players with totals, with the trigger disabled and enabled, alternated.
  const MICRO = 20_000;
  const perSettle: Record<'off' | 'on', number[]> = { off: [], on: [] };
  for (const [i, mode] of (['off', 'on', 'off', 'on'] as const).entries()) {
    const code = `micro-${i}`;
    await db.execute(
      sql`insert into game_rounds (provider_code, round_id, player_id, status, stake_paise)
          select ${code}, 'm' || g, ${FIRST_ID} + (g * 7919 + ${i}) % ${PLAYERS}, 'open', 1000
          from generate_series(1, ${MICRO}) g`,
    );
    await db.execute(
      sql.raw(
        `alter table game_rounds ${mode === 'on' ? 'enable' : 'disable'} trigger game_rounds_ranking`,
      ),
    );
    const start = performance.now();
    await db.execute(
      sql`update game_rounds set status = 'settled', valid_bet_paise = stake_paise, settled_at = now()
          where provider_code = ${code}`,
    );
    perSettle[mode].push(((performance.now() - start) * 1000) / MICRO);
  }
  await db.execute(sql`alter table game_rounds enable trigger game_rounds_ranking`);
  const added = mean(perSettle.on) - mean(perSettle.off);
  // A bet + win pair at the measured throughput holds the machine (2 cores) this long.
  const pairMicros = (2 * 2 * 1_000_000) / mean(rates.off);
  console.log(
    `trigger alone: a settle costs ${mean(perSettle.off).toFixed(0)} µs without, ${mean(perSettle.on).toFixed(0)} µs with ` +
      `(+${added.toFixed(0)} µs of database time per settled bet) — ${((added / pairMicros) * 100).toFixed(1)} % ` +
      `of the ${pairMicros.toFixed(0)} µs of machine time a bet + win pair takes at ${mean(rates.off).toFixed(0)} ops/s`,
  );

  // Every driven player's totals against their rounds settled while the trigger was on.
  const [check] = await queryRows<{ wrong: string; players: string }>(
    db,
    sql`with rounds as (
          select r.player_id, sum(r.valid_bet_paise) as total from game_rounds r
          where r.provider_code = ${PROVIDER} and r.status = 'settled' and r.valid_bet_paise > 0
            and (r.round_id like 'r1-%' or r.round_id like 'r3-%')
            and r.settled_at >= ${TODAY_START}
          group by r.player_id)
        select count(*) filter (where t.total_paise is distinct from r.total)::text as wrong,
          count(*)::text as players
        from rounds r left join ranking_totals t on t.player_id = r.player_id
          and t.period_kind = 'daily'
          and t.period_start = ${today!.day}::date`,
  );
  console.log(
    `aggregate check: ${check!.players} players' daily totals, ${check!.wrong} different from ` +
      `their settled rounds; ledger invariants ${await invariantsText(bench.database)}`,
  );
} finally {
  await stopServers(servers);
  await bench.drop();
  agent.destroy();
}
