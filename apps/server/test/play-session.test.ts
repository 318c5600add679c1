import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { openSession as openLogin } from '../src/modules/accounts/sessions';
import { postApi } from './helpers/app';
import { authBody, expectError, expectOk, type Session } from './helpers/accounts';
import { createSeededDatabase, testDatabases } from './helpers/databases';
import {
  addProvider,
  fundedPlayer,
  openSession as openGame,
  providerCall,
  type TestProvider,
} from './helpers/provider';

const MINUTE = 60_000;
const SESSION_LIMIT = 'Your session time limit has been reached and you have been logged out';

interface PlaySession {
  startedAt: string;
  serverTime: string;
  playedSeconds: number;
  netResult: number;
  realityCheckMinutes: number;
  realityCheckDue: boolean;
  nextRealityCheckAt: string;
  nextRealityCheckInSeconds: number;
  sessionLimitMinutes: number | null;
  sessionEndsAt: string | null;
  sessionEndsInSeconds: number | null;
}

/**
 * Reality checks and the session limit (modules/play-session README, docs/architecture.md §12)
 * on an app whose platform clock the tests move; on PostgreSQL a second instance shares the
 * database and the clock, and the races spread their requests over both.
 */
describe.each(testDatabases())('play sessions on $kind', (target) => {
  const clock = new Date();
  let database: Database;
  let second: Database | null = null;
  let apps: FastifyInstance[] = [];
  let app: FastifyInstance;
  let provider: TestProvider;

  beforeAll(async () => {
    database = await createSeededDatabase(target);
    const config = loadConfig({
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'silent',
      GAMES_EMBEDDED: 'false',
    });
    const build = (on: Database) =>
      buildApp({
        config,
        database: on,
        logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
        now: () => new Date(clock),
      });
    app = await build(database);
    apps = [app];
    if (database.url) {
      second = await openDatabase({ databaseUrl: database.url, poolSize: 5 });
      apps.push(await build(second));
    }
    await Promise.all(apps.map((one) => one.ready()));
    provider = await addProvider(database.db);
  });
  afterAll(async () => {
    for (const one of apps) await one.close();
    await second?.close();
    await database.close();
  });

  /** A fresh login of the player; the clock is set to its start. */
  async function login(playerId: number) {
    const opened = await openLogin(database.db, {
      playerId,
      method: 'password',
      requester: { ip: '127.0.0.1', deviceNumber: 'play-test' },
      settings: { idleMs: 72 * 3_600_000, maxMs: 30 * 86_400_000 },
    });
    const [row] = await queryRows<{ ms: number }>(
      database.db,
      sql`select (extract(epoch from created_at) * 1000)::float8 as ms from sessions
          where id = ${opened.sessionId}`,
    );
    const startedAt = Number(row!.ms);
    clock.setTime(startedAt);
    const session: Session = { sign: opened.token, uid: String(playerId) };
    return { playerId, session, sessionId: opened.sessionId, startedAt };
  }

  /** A player with money, logged in. */
  const newLogin = async (rupees = 100) => login(await fundedPlayer(database.db, rupees));

  const at = (ms: number) => clock.setTime(ms);
  const on = (index: number) => apps[index % apps.length]!;
  const playSession = async (session: Session, index = 0) =>
    (await postApi(on(index), '/protection/playSession', authBody(session))).body;
  const readSession = async (session: Session) => expectOk<PlaySession>(await playSession(session));
  const answer = async (session: Session, choice: string, index = 0) =>
    (await postApi(on(index), '/protection/realityCheck', authBody(session, { answer: choice })))
      .body;
  const setProtection = (playerId: number, values: { reality?: number; session?: number | null }) =>
    database.db.execute(
      sql`insert into protection_settings (player_id, reality_check_minutes, session_minutes)
          values (${playerId}, ${values.reality ?? 60}, ${values.session ?? null})
          on conflict (player_id) do update
            set reality_check_minutes = excluded.reality_check_minutes,
                session_minutes = excluded.session_minutes`,
    );
  const events = (playerId: number, kind: string) =>
    queryRows<{ detail: Record<string, unknown>; actor: string; created_at: unknown }>(
      database.db,
      sql`select detail, actor, created_at from protection_events
          where player_id = ${playerId} and kind = ${kind} order by id`,
    );
  let seq = 0;
  const id = (what: string) => `${what}-${target.kind}-${(seq += 1)}`;
  const game = (action: string, body: Record<string, unknown>) =>
    providerCall(app, provider, action, body);

  it('gives the first reality check 60 minutes after login by default, to the millisecond', async () => {
    const { session, startedAt } = await newLogin();
    at(startedAt + 60 * MINUTE - 1);
    const before = await readSession(session);
    expect(before).toMatchObject({
      startedAt: new Date(startedAt).toISOString(),
      serverTime: new Date(startedAt + 60 * MINUTE - 1).toISOString(),
      playedSeconds: 3599,
      netResult: 0,
      realityCheckMinutes: 60,
      realityCheckDue: false,
      nextRealityCheckAt: new Date(startedAt + 60 * MINUTE).toISOString(),
      nextRealityCheckInSeconds: 1,
      sessionLimitMinutes: null,
      sessionEndsAt: null,
      sessionEndsInSeconds: null,
    });
    at(startedAt + 60 * MINUTE);
    expect(await readSession(session)).toMatchObject({
      playedSeconds: 3600,
      realityCheckDue: true,
      nextRealityCheckInSeconds: 0,
    });
  });

  it("uses the player's interval, and a change applies to the check in progress at once", async () => {
    const { playerId, session, startedAt } = await newLogin();
    await setProtection(playerId, { reality: 15 });
    at(startedAt + 15 * MINUTE);
    expect(await readSession(session)).toMatchObject({
      realityCheckMinutes: 15,
      realityCheckDue: true,
    });
    await setProtection(playerId, { reality: 30 });
    expect(await readSession(session)).toMatchObject({
      realityCheckMinutes: 30,
      realityCheckDue: false,
      nextRealityCheckAt: new Date(startedAt + 30 * MINUTE).toISOString(),
      nextRealityCheckInSeconds: 15 * 60,
    });
  });

  it("moves the next check an interval on from 'continue', and records it once", async () => {
    const { playerId, session, sessionId, startedAt } = await newLogin();
    at(startedAt + 61 * MINUTE);
    const continued = expectOk<{ ended: boolean; session: PlaySession }>(
      await answer(session, 'continue'),
    );
    expect(continued).toMatchObject({
      ended: false,
      session: {
        realityCheckDue: false,
        nextRealityCheckAt: new Date(startedAt + 121 * MINUTE).toISOString(),
        nextRealityCheckInSeconds: 3600,
      },
    });
    // The same check answered again (another tab): nothing more is recorded.
    expect(expectOk<{ session: PlaySession }>(await answer(session, 'continue')).session).toEqual(
      continued.session,
    );
    const recorded = await events(playerId, 'reality_check.continue');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      actor: 'player',
      detail: {
        sessionId: String(sessionId),
        playedSeconds: 61 * 60,
        netResultPaise: '0',
        check: 1,
      },
    });
    at(startedAt + 121 * MINUTE - 1);
    expect((await readSession(session)).realityCheckDue).toBe(false);
    at(startedAt + 121 * MINUTE);
    expect((await readSession(session)).realityCheckDue).toBe(true);
    expectOk(await answer(session, 'continue'));
    expect((await events(playerId, 'reality_check.continue')).map((e) => e.detail.check)).toEqual([
      1, 2,
    ]);
  });

  it("records nothing for a 'continue' before a check is due", async () => {
    const { playerId, session, startedAt } = await newLogin();
    at(startedAt + 59 * MINUTE);
    const early = expectOk<{ ended: boolean; session: PlaySession }>(
      await answer(session, 'continue'),
    );
    expect(early.session).toMatchObject({
      realityCheckDue: false,
      nextRealityCheckAt: new Date(startedAt + 60 * MINUTE).toISOString(),
    });
    expect(await events(playerId, 'reality_check.continue')).toEqual([]);
  });

  it("counts one 'continue' of many sent at once for the same check", async () => {
    const { playerId, session, startedAt } = await newLogin();
    at(startedAt + 60 * MINUTE);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => answer(session, 'continue', i)),
    );
    for (const body of answers) expect(expectOk<{ ended: boolean }>(body).ended).toBe(false);
    expect(await events(playerId, 'reality_check.continue')).toHaveLength(1);
    const [row] = await queryRows<{ continues: number }>(
      database.db,
      sql`select continues from reality_checks where player_id = ${playerId}`,
    );
    expect(row!.continues).toBe(1);
  });

  it("ends the session at 'stop', with its event written once", async () => {
    const { playerId, session, sessionId, startedAt } = await newLogin();
    at(startedAt + 60 * MINUTE);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => answer(session, 'stop', i)),
    );
    // Each request either stopped the session or found it stopped already.
    const stopped = answers.filter((body) => body.state === '200');
    expect(stopped.length).toBeGreaterThanOrEqual(1);
    for (const body of stopped) expect(expectOk(body)).toEqual({ ended: true, session: null });
    for (const body of answers.filter((b) => b.state !== '200')) {
      expectError(body, '401', 'Please login first');
    }
    expectError(await playSession(session), '401', 'Please login first');
    const recorded = await events(playerId, 'reality_check.stop');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.detail).toMatchObject({ sessionId: String(sessionId), due: true });
    const [row] = await queryRows<{ revoked_reason: string }>(
      database.db,
      sql`select revoked_reason from sessions where id = ${sessionId}`,
    );
    expect(row!.revoked_reason).toBe('reality check stop');
  });

  it('gives the net result of bets, wins and returned stakes since login only', async () => {
    const playerId = await fundedPlayer(database.db, 500);
    const gameSession = await openGame(app, database.db, provider, playerId);
    const round = id('round');
    // Before the login: a lost bet that must not count.
    await game('bet', {
      sessionId: gameSession,
      transactionId: id('bet'),
      roundId: round,
      amount: 40,
    });
    await game('win', { transactionId: id('win'), roundId: round, amount: 0 });
    const { session, startedAt } = await login(playerId);
    const won = id('round');
    await game('bet', {
      sessionId: gameSession,
      transactionId: id('bet'),
      roundId: won,
      amount: 100,
    });
    await game('win', { transactionId: id('win'), roundId: won, amount: 250.5 });
    const lost = id('round');
    await game('bet', {
      sessionId: gameSession,
      transactionId: id('bet'),
      roundId: lost,
      amount: 75.25,
    });
    await game('win', { transactionId: id('win'), roundId: lost, amount: 0 });
    const voided = id('round');
    const voidedBet = id('bet');
    await game('bet', {
      sessionId: gameSession,
      transactionId: voidedBet,
      roundId: voided,
      amount: 30,
    });
    await game('rollback', {
      transactionId: id('rb'),
      betTransactionId: voidedBet,
      roundId: voided,
    });
    at(startedAt + 5 * MINUTE);
    // −100 + 250.50 − 75.25 − 30 + 30
    expect((await readSession(session)).netResult).toBe(75.25);
  });

  it('ends the session at the session limit, once, and refuses it from then on', async () => {
    const { playerId, session, sessionId, startedAt } = await newLogin();
    await setProtection(playerId, { session: 30 });
    at(startedAt + 30 * MINUTE - 1);
    expect(await readSession(session)).toMatchObject({
      sessionLimitMinutes: 30,
      sessionEndsAt: new Date(startedAt + 30 * MINUTE).toISOString(),
      sessionEndsInSeconds: 1,
    });
    at(startedAt + 30 * MINUTE);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        postApi(on(i), '/user/getUserInfo', authBody(session)).then((r) => r.body),
      ),
    );
    // Every request that found the session live past its limit says why; a later one finds it
    // ended.
    for (const body of answers) expectError(body, '401', /^(Your session time limit|Please login)/);
    expect(answers.some((body) => body.msg === SESSION_LIMIT)).toBe(true);
    expectError(await playSession(session), '401', 'Please login first');
    const recorded = await events(playerId, 'session.limit_reached');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      actor: 'system',
      detail: {
        sessionId: String(sessionId),
        sessionMinutes: 30,
        startedAt: new Date(startedAt).toISOString(),
      },
    });
    const [row] = await queryRows<{ revoked_reason: string }>(
      database.db,
      sql`select revoked_reason from sessions where id = ${sessionId}`,
    );
    expect(row!.revoked_reason).toBe('session limit');
  });

  it('refuses a game launch and a reality-check answer past the session limit', async () => {
    const { playerId, session, startedAt } = await newLogin();
    await setProtection(playerId, { session: 5 });
    at(startedAt + 5 * MINUTE);
    expectError(await answer(session, 'continue'), '401', SESSION_LIMIT);
    const launch = await postApi(app, '/game/launch', authBody(session, { gameId: 1 }));
    expectError(launch.body, '401', 'Please login first');
  });

  it('starts a new limit with a new login', async () => {
    const { playerId, session, startedAt } = await newLogin();
    await setProtection(playerId, { session: 5 });
    at(startedAt + 5 * MINUTE);
    expectError(await playSession(session), '401', SESSION_LIMIT);
    const again = await login(playerId);
    expect(await readSession(again.session)).toMatchObject({
      sessionLimitMinutes: 5,
      sessionEndsInSeconds: 300,
    });
  });

  it('refuses an answer that is neither continue nor stop', async () => {
    const { session } = await newLogin();
    expectError(
      await answer(session, 'later'),
      '400',
      "Invalid answer: expected 'continue' or 'stop'",
    );
    const { body } = await postApi(app, '/protection/realityCheck', authBody(session));
    expectError(body, '400', "Invalid answer: expected 'continue' or 'stop'");
  });
});
