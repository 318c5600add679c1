import { ADVISORY_LOCKS, queryRows } from '@khel/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { crashEngineFor } from '../../games/src/server/crash';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { checkLedger, isClean } from '../src/modules/wallet/invariants';
import { authBody, expectError, expectOk, getUserInfo, type Session } from './helpers/accounts';
import { createSeededDatabase, testDatabases } from './helpers/databases';
import { startPgProxy, type PgProxy } from './helpers/pg-proxy';
import { fundedPlayer, newLaunch } from './helpers/provider';

/**
 * PostgreSQL going away under a running instance (stopped, failing over, connections terminated)
 * must not end the process: requests answer a clean 503 meanwhile and everything comes back by
 * itself — requests, the Crash leadership, the interval jobs. Only meaningful on PostgreSQL
 * (PGlite lives inside the process).
 */
const target = testDatabases().find((t) => t.kind === 'postgres');

async function startInstance(database: Database): Promise<FastifyInstance> {
  const config = loadConfig({
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    GAMES_EMBEDDED: 'true',
    GAMES_CRASH_LOOP: 'true',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, ms = 15_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Backends holding the Crash leader's lock. */
const leaderPids = (database: Database) =>
  queryRows<{ pid: number }>(
    database.db,
    sql`select pid from pg_locks where locktype = 'advisory' and granted and classid = 0
          and objid = ${ADVISORY_LOCKS.crashLeader} and objsubid = 1`,
  );

async function player(database: Database, app: FastifyInstance) {
  const playerId = await fundedPlayer(database.db, 1000);
  const launch = await newLaunch(database.db, { playerId, providerCode: 'khel', gameCode: 'dice' });
  const session: Session = { sign: launch.sign, uid: launch.uid };
  const { launchToken } = launch;
  const games = await app.inject({
    method: 'POST',
    url: '/games/api/session',
    payload: { launchToken },
  });
  return { playerId, session, gamesToken: (games.json() as { sessionToken: string }).sessionToken };
}

const diceBet = (app: FastifyInstance, token: string) =>
  app.inject({
    method: 'POST',
    url: '/games/api/dice/bet',
    headers: { authorization: `Bearer ${token}` },
    payload: { amount: 1, target: 50, direction: 'under' },
  });

describe.runIf(target)('the database going away (PostgreSQL)', () => {
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  beforeAll(() => {
    process.on('uncaughtException', onUncaught);
  });
  afterAll(() => {
    process.off('uncaughtException', onUncaught);
  });
  afterEach(() => {
    expect(uncaught, 'errors nobody handled').toEqual([]);
  });

  it('survives every connection being terminated under load and takes the lead again', async () => {
    const database = await createSeededDatabase(target!);
    const app = await startInstance(database);
    const admin = new pg.Client({ connectionString: database.url });
    admin.on('error', () => undefined);
    await admin.connect();
    try {
      const engine = crashEngineFor(database.db)!;
      await waitFor('the Crash lead', async () => engine.isLeader);
      const [before] = await leaderPids(database);
      const alice = await player(database, app);

      let terminated = 0;
      const platformStates = new Map<string, number>();
      const gameStatuses = new Map<number, number>();
      const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
      const deadline = Date.now() + 2500;
      const load = async () => {
        while (Date.now() < deadline) {
          const { body } = await getUserInfo(app, alice.session);
          count(platformStates, body.state);
          if (body.state !== '200') expectError(body, '503', /system/);
          const bet = await diceBet(app, alice.gamesToken);
          count(gameStatuses, bet.statusCode);
          if (bet.statusCode !== 200) {
            expect(bet.json()).toEqual({
              error: 'PLATFORM_UNAVAILABLE',
              message: expect.any(String),
            });
          }
        }
      };
      const terminate = async () => {
        for (let i = 0; i < 3; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 600));
          const { rows } = await admin.query<{ n: number }>(
            `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid()`,
          );
          terminated += rows[0]!.n;
        }
      };
      await Promise.all([load(), load(), load(), terminate()]);
      expect(terminated).toBeGreaterThan(3);
      expect(platformStates.get('200')).toBeGreaterThan(0);
      expect([...platformStates.keys()].every((s) => s === '200' || s === '503')).toBe(true);

      // Afterwards: requests succeed, and a new connection holds the Crash lead.
      expectOk((await getUserInfo(app, alice.session)).body);
      expect((await diceBet(app, alice.gamesToken)).statusCode).toBe(200);
      await waitFor('the Crash lead again', async () => {
        const [now] = await leaderPids(database);
        return engine.isLeader && now !== undefined && now.pid !== before?.pid;
      });
      expect(isClean(await checkLedger(database.db))).toBe(true);
    } finally {
      await admin.end();
      await app.close();
      await database.close();
    }
  });

  describe('while PostgreSQL is unreachable', () => {
    let direct: Database;
    let proxy: PgProxy;
    let proxied: Database;
    let app: FastifyInstance;
    beforeAll(async () => {
      direct = await createSeededDatabase(target!);
      proxy = await startPgProxy(direct.url!);
      proxied = await openDatabase({ databaseUrl: proxy.url, poolSize: 5 });
      app = await startInstance(proxied);
    });
    afterAll(async () => {
      await app?.close();
      await proxied?.close();
      await proxy?.close();
      await direct?.close();
    });

    it('answers a clean 503 and recovers by itself when it is back', async () => {
      const engine = crashEngineFor(proxied.db)!;
      await waitFor('the Crash lead', async () => engine.isLeader);
      const bob = await player(direct, app);
      expectOk((await getUserInfo(app, bob.session)).body);

      await proxy.cut();
      const { response, body } = await getUserInfo(app, bob.session);
      expect(response.statusCode).toBe(200);
      expectError(body, '503', /system/);
      const raw = await app.inject({
        method: 'POST',
        url: '/api/user/getUserInfo',
        payload: authBody(bob.session),
      });
      expect(raw.body).not.toMatch(/ at |stack|ECONNREFUSED|postgres/i);
      const bet = await diceBet(app, bob.gamesToken);
      expect(bet.statusCode).toBe(503);
      expect(bet.json()).toEqual({ error: 'PLATFORM_UNAVAILABLE', message: expect.any(String) });
      await waitFor('the lead to be dropped', () => !engine.isLeader);
      // Work for a job to find once the database is back: a rollback the retrier must deliver.
      await direct.db.execute(
        sql`insert into kg_pending_settlements (round_id, kind, body, next_attempt_at)
            values ('d-999999999', 'rollback', ${JSON.stringify({
              transactionId: 'd-999999999:rollback',
              betTransactionId: 'd-999999999:bet',
              roundId: 'd-999999999',
            })}::jsonb, now())`,
      );

      await proxy.restore();
      await waitFor('requests to succeed', async () => {
        return (await getUserInfo(app, bob.session)).body.state === '200';
      });
      expect((await diceBet(app, bob.gamesToken)).statusCode).toBe(200);
      await waitFor('the Crash lead again', async () => engine.isLeader);
      await waitFor('the settlement retrier to run again', async () => {
        const rows = await queryRows(direct.db, sql`select 1 from kg_pending_settlements`);
        return rows.length === 0;
      });
    });
  });
});
