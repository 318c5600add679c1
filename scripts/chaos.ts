/**
 * `npm run chaos` (DATABASE_URL: a PostgreSQL admin URL; not part of `npm test`): a fault-injection
 * run on a database of its own, created and dropped like the tests'. Two API instances (real
 * processes, one database, Crash loop and sandbox gateway embedded) take a bounded load of Dice
 * bets, deposits paid on the gateway's pay page and withdrawals (CHAOS_SECONDS, default 60, at
 * most CHAOS_OPS operations), while instances are kill -9ed at random moments and restarted, and
 * every connection to the database is terminated (pg_terminate_backend) now and then. Faults
 * stop before the load does; then it waits for the jobs (callbacks, payouts, settlement retries)
 * and checks (scripts/chaos/checks.ts). Prints its figures; exits 1 on any violation.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withPgClient } from '@khel/db';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { appSettings, gameProviders, vipLevels } from '../apps/server/src/db/schema';
import { openSession, insertPlayer, updatePlayer } from '../apps/server/src/modules/accounts';
import { createLaunchToken } from '../apps/server/src/modules/provider-api';
import { createAccountDirectory, creditSandboxMoney } from '../apps/server/src/modules/wallet';
import { KHEL_PROVIDER } from '../apps/server/src/modules/games';
import { createBenchDatabase, pickPorts, postJson } from './bench/lib';
import { pendingTotal, pendingWork, verify } from './chaos/checks';
import { createCluster, type Cluster, type Instance } from './chaos/cluster';
import {
  WITHDRAW_PASSWORD,
  closeLoadAgent,
  createLoad,
  type Acknowledged,
  type ChaosPlayer,
  type Tally,
} from './chaos/load';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SECONDS = env('CHAOS_SECONDS', 60);
const MAX_OPS = env('CHAOS_OPS', 5000);
const PLAYERS = env('CHAOS_PLAYERS', 40);
const WORKERS = env('CHAOS_WORKERS', 12);
const DRAIN_SECONDS = env('CHAOS_DRAIN_SECONDS', 180);
const INITIAL_PAISE = 200_000n; // Rs 2,000 a player
const COMMON = {
  appId: 1502,
  appPackageName: 'com.khel.h5.1502',
  deviceNumber: 'chaos',
  locale: 'en',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);

if (!process.env.DATABASE_URL) {
  console.error(
    'npm run chaos needs DATABASE_URL (a PostgreSQL admin URL); it makes its own database.',
  );
  process.exit(2);
}
const started = performance.now();
const bench = await createBenchDatabase('postgres', 'chaos', '8');
const { db } = bench.database;
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-chaos-'));
let cluster: Cluster | null = null;
let exitCode = 1;
// Interrupted: leave no server process or database behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (async () => {
      for (const instance of cluster?.instances ?? []) instance.child?.kill('SIGKILL');
      await bench.drop().catch(() => undefined);
      process.exit(130);
    })();
  });
}
try {
  // Withdrawals need no turnover and may be many a day here; the server replaces the provider's
  // secret on start.
  const noWagering = { depositMultiple: 0, bonusMultiple: 0 };
  await db
    .insert(appSettings)
    .values({ key: 'wagering', value: noWagering })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: noWagering } });
  await db
    .update(vipLevels)
    .set({ withdrawDailyTimes: 1000, withdrawDailyLimitPaise: 1_000_000_000n });
  await db
    .insert(gameProviders)
    .values({ code: KHEL_PROVIDER, name: 'Khel Originals', secret: 'replaced-at-start' })
    .onConflictDoNothing();
  const accounts = createAccountDirectory(db);
  const withdrawPasswordHash = await hashPassword(WITHDRAW_PASSWORD, 10);
  const setup: (Omit<ChaosPlayer, 'gamesToken' | 'bankAccountId'> & { launchToken: string })[] = [];
  for (let i = 0; i < PLAYERS; i += 1) {
    const player = await insertPlayer(
      db,
      { isGuest: true, birthday: '1990-05-17' },
      (id) => `Chaos${id}`,
    );
    await updatePlayer(db, player.id, { withdrawPasswordHash });
    await creditSandboxMoney(db, accounts, {
      playerId: player.id,
      amountPaise: INITIAL_PAISE,
      reference: `chaos-${player.id}`,
    });
    // A game session lives as long as the login that launched it.
    const login = await openSession(db, {
      playerId: player.id,
      method: 'guest',
      requester: { ip: '127.0.0.1', deviceNumber: 'chaos' },
      settings: { idleMs: 3_600_000, maxMs: 3_600_000 },
    });
    const launchToken = await createLaunchToken(db, {
      playerId: player.id,
      playerSessionId: login.sessionId,
      providerCode: KHEL_PROVIDER,
      gameCode: 'dice',
    });
    setup.push({ playerId: player.id, sign: login.token, uid: String(player.id), launchToken });
  }

  const serverEnv = {
    ...bench.env,
    GAMES_EMBEDDED: 'true',
    GAMES_CRASH_LOOP: 'true',
    PSP_PAYOUT_AUTO_SETTLE_SECONDS: '1',
  };
  cluster = createCluster(serverEnv, pickPorts(2), logDir);
  const c = cluster;
  await Promise.all(c.instances.map((i) => c.start(i)));
  const livePorts = () => c.alive().map((i) => i.port);

  const players: ChaosPlayer[] = [];
  for (const [n, p] of setup.entries()) {
    const port = livePorts()[n % 2]!;
    const games = await postJson<{ sessionToken?: string }>(port, '/games/api/session', {
      launchToken: p.launchToken,
    });
    const account = await postJson<{ state: string; msg?: string; resultData?: { id: string } }>(
      port,
      '/api/bank/add',
      {
        ...COMMON,
        sign: p.sign,
        uid: p.uid,
        holderName: 'Chaos Player',
        accountNumber: `9${p.uid.padStart(11, '0')}`,
        confirmAccountNumber: `9${p.uid.padStart(11, '0')}`,
        ifsc: 'HDFC0001234',
        withdrawPassword: WITHDRAW_PASSWORD,
      },
    );
    if (!games.sessionToken || !account.resultData) {
      throw new Error(`setup refused: ${JSON.stringify({ games, account })}`);
    }
    players.push({
      playerId: p.playerId,
      sign: p.sign,
      uid: p.uid,
      gamesToken: games.sessionToken,
      bankAccountId: account.resultData.id,
    });
  }

  // The load, and the faults beside it (stopping a quarter of the way before the load does).
  const tally: Tally = {
    attempted: { bet: 0, deposit: 0, withdrawal: 0 },
    failures: new Map(),
    badAnswers: [],
  };
  const acks: Acknowledged = { bets: [], deposits: [], withdrawals: [] };
  const operate = createLoad(livePorts, tally, acks);
  const loadStart = performance.now();
  const loadEnds = Date.now() + SECONDS * 1000;
  const faultsEnd = Date.now() + SECONDS * 750;
  let ops = 0;
  const terminations = { events: 0, connections: 0 };
  // Each worker has players of its own and runs one operation at a time, as phones do.
  const workers = Math.min(WORKERS, players.length);
  const worker = async (w: number) => {
    const mine = players.filter((_, i) => i % workers === w);
    for (let i = 0; Date.now() < loadEnds && ops < MAX_OPS; i += 1) {
      ops += 1;
      await operate(mine[i % mine.length]!);
    }
  };
  const notRestarted: string[] = [];
  const restart = (instance: Instance) =>
    c.start(instance).catch((error: unknown) => void notRestarted.push(String(error)));
  const killer = async () => {
    while (Date.now() < faultsEnd) {
      await sleep(between(3000, 8000));
      if (Date.now() >= faultsEnd) break;
      const victim = c.instances[Math.floor(Math.random() * c.instances.length)]!;
      await c.kill(victim);
      await sleep(between(300, 2000));
      await restart(victim);
    }
  };
  const terminator = async () => {
    while (Date.now() < faultsEnd) {
      await sleep(between(2500, 6000));
      if (Date.now() >= faultsEnd) break;
      const n = await withPgClient(bench.env.DATABASE_URL!, async (admin) => {
        const { rows } = await admin.query<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()`,
        );
        return rows[0]!.n;
      });
      terminations.events += 1;
      terminations.connections += n;
    }
  };
  await Promise.all([
    ...Array.from({ length: workers }, (_, w) => worker(w)),
    killer(),
    terminator(),
  ]);
  const loadSeconds = (performance.now() - loadStart) / 1000;
  for (const instance of c.instances) if (!instance.child) await restart(instance);

  // Every job finishes: callbacks, payouts, settlement retries.
  const drainStart = performance.now();
  let pending = await pendingWork(bench.database);
  while (pendingTotal(pending) > 0 && performance.now() - drainStart < DRAIN_SECONDS * 1000) {
    await sleep(1000);
    pending = await pendingWork(bench.database);
  }
  const drainSeconds = (performance.now() - drainStart) / 1000;
  await c.stopAll();
  closeLoadAgent();

  const verdict = await verify(bench.database, acks, INITIAL_PAISE * BigInt(PLAYERS));
  const violations = [
    ...c.unexpectedExits,
    ...notRestarted,
    ...tally.badAnswers.slice(0, 20).map((a) => `bad answer: ${a}`),
    ...verdict.violations,
  ];
  const attempted = tally.attempted.bet + tally.attempted.deposit + tally.attempted.withdrawal;
  const paid = acks.deposits.filter((d) => d.paid).length;
  const acknowledged = acks.bets.length + acks.deposits.length + acks.withdrawals.length;
  const failures = [...tally.failures].sort((a, b) => b[1] - a[1]);
  console.log(
    [
      `chaos on PostgreSQL: 2 instances, ${PLAYERS} players, load ${loadSeconds.toFixed(0)} s, ` +
        `drain ${drainSeconds.toFixed(0)} s, total ${((performance.now() - started) / 1000).toFixed(0)} s`,
      `  operations: ${attempted} attempted, ${acknowledged} acknowledged — bets ` +
        `${acks.bets.length}/${tally.attempted.bet}, deposits ${acks.deposits.length}/` +
        `${tally.attempted.deposit} (${paid} paid), withdrawals ${acks.withdrawals.length}/` +
        `${tally.attempted.withdrawal}`,
      `  faults: kill -9 ×${c.kills} (restarted), pg_terminate_backend ×${terminations.events} ` +
        `(${terminations.connections} connections), start retries ${c.startRetries}`,
      `  not acknowledged: ${failures.map(([k, n]) => `${k} ×${n}`).join(', ') || 'none'}`,
      `  ${verdict.figures.join('\n  ')}`,
      `  pending after drain: ${pendingTotal(pending)}; lost: ${verdict.lost}; ` +
        `violations: ${violations.length}`,
      ...violations.map((v) => `  ✖ ${v}`),
      `  instance logs: ${logDir}`,
    ].join('\n'),
  );
  exitCode = violations.length === 0 ? 0 : 1;
} finally {
  await cluster?.stopAll().catch(() => undefined);
  await bench.drop();
}
process.exit(exitCode);
