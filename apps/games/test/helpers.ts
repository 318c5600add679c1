import { queryRows, type AnyDb } from '@khel/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { openDatabase } from '../../server/src/db/client';
import { createTestApp, type TestApp } from '../../server/test/helpers/app';
import type { TestDatabaseTarget } from '../../server/test/helpers/databases';
import { fundedPlayer, newLaunch } from '../../server/test/helpers/provider';
import { readWallet } from '../../server/src/modules/wallet/accounts';

export { testDatabases } from '../../server/test/helpers/databases';

/** The platform with the games embedded, listening so the games server can call it over HTTP. */
export async function startPlatform(
  target: TestDatabaseTarget,
  env: Record<string, string> = {},
  options: { now?: () => Date } = {},
): Promise<TestApp> {
  const t = await createTestApp(
    target,
    {
      GAMES_EMBEDDED: 'true',
      GAMES_CRASH_LOOP: 'false',
      ...env,
    },
    options,
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return t;
}

/**
 * A second API instance on `t`'s database: its own pool on PostgreSQL (another process, as far as
 * the database can tell); the same in-process handle on PGlite, which is one process's.
 */
export async function startSecondInstance(t: TestApp, options: { now?: () => Date } = {}) {
  const database =
    t.database.kind === 'postgres'
      ? await openDatabase({ databaseUrl: t.database.url!, poolSize: 5 })
      : t.database;
  const app = await buildApp({ config: t.config, database, logger: false, ...options });
  return {
    app,
    database,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

export type SecondInstance = Awaited<ReturnType<typeof startSecondInstance>>;

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** POST /games/api/<path> with JSON and an optional bearer token. */
export async function gamesPost<T = Record<string, unknown>>(
  app: FastifyInstance,
  path: string,
  body: unknown = {},
  token?: string,
  ip?: string,
): Promise<Answer<T>> {
  const response = await app.inject({
    method: 'POST',
    url: `/games/api/${path}`,
    ...(ip ? { remoteAddress: ip } : {}),
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as T };
}

export async function launchToken(t: TestApp, playerId: number, gameCode = 'dice') {
  return (await newLaunch(t.database.db, { playerId, providerCode: 'khel', gameCode })).launchToken;
}

/** A games session of a player opened from a fresh login; `login` is its sign and uid. */
export async function sessionFromLogin(t: TestApp, playerId: number, gameCode = 'dice') {
  const launch = await newLaunch(t.database.db, { playerId, providerCode: 'khel', gameCode });
  const answer = await gamesPost<{ sessionToken: string }>(t.app, 'session', {
    launchToken: launch.launchToken,
  });
  if (answer.status !== 200) throw new Error(`session: ${JSON.stringify(answer.body)}`);
  return { token: answer.body.sessionToken, login: { sign: launch.sign, uid: launch.uid } };
}

/** A funded player with a games session. */
export async function playerSession(t: TestApp, rupees: number) {
  const playerId = await fundedPlayer(t.database.db, rupees);
  const token = await launchToken(t, playerId);
  const answer = await gamesPost<{ sessionToken: string }>(t.app, 'session', {
    launchToken: token,
  });
  if (answer.status !== 200) throw new Error(`session: ${JSON.stringify(answer.body)}`);
  return { playerId, token: answer.body.sessionToken };
}

/** The player's platform balance in rupees. */
export async function walletRupees(t: TestApp, playerId: number) {
  const { balancePaise } = await readWallet(t.database.db, playerId);
  return Number(balancePaise) / 100;
}

export { fundedPlayer };

/** The status of the bet of a platform round ('d-123'). */
export async function betStatus(db: AnyDb, roundId: string) {
  const [row] = await queryRows<{ status: string }>(
    db,
    sql`select status from kg_bets where id = ${roundId.slice(2)}`,
  );
  return row?.status;
}

/** The settlements still queued for a platform round. */
export const queuedSettlements = (db: AnyDb, roundId: string) =>
  queryRows<{ kind: string }>(
    db,
    sql`select kind from kg_pending_settlements where round_id = ${roundId}`,
  );
