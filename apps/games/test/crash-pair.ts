import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '@khel/db';
import type { Database } from '../../server/src/db/client';
import type { TestApp } from '../../server/test/helpers/app';
import type { TestDatabaseTarget } from '../../server/test/helpers/databases';
import { fundedPlayer, newLaunch } from '../../server/test/helpers/provider';
import { createPlatformClient, type PlatformClient } from '../src/server/platform';
import { createSession } from '../src/server/sessions';
import { crashEngineFor, type CrashEngine } from '../src/server/crash';
import type { PublicPlayer, PublicRound } from '../src/server/crash/view';
import { startPlatform, startSecondInstance } from './helpers';

/**
 * The Crash tests' harness, and two API instances on one database (docs/architecture.md §6, §9):
 * the round led by one, players watching from both. On PostgreSQL each instance has its own pool
 * (two processes, as far as the database can tell) and they hear each other over LISTEN/NOTIFY, or
 * over Redis with REDIS_URL; on PGlite (one process) the two share the handle and an in-process
 * bus. Clocks are moved by hand and the leader's engine stepped by hand.
 */

export interface Instance {
  app: FastifyInstance;
  database: Database;
  engine: CrashEngine;
  port: number;
}

const portOf = (app: FastifyInstance) => {
  const address = app.server.address();
  return address && typeof address === 'object' ? address.port : 0;
};

/**
 * The platform with Khel Originals embedded, listening, its Crash engine stepped by hand on a clock
 * moved by hand (GAMES_CRASH_LOOP=false: no timer), and a platform client for opening sessions.
 */
export interface CrashHarness {
  t: TestApp;
  engine: CrashEngine;
  platform: PlatformClient;
  port: number;
  clock: { now: number };
  close(): Promise<void>;
}

export async function startCrashHarness(
  target: TestDatabaseTarget,
  env: Record<string, string> = {},
): Promise<CrashHarness> {
  const t = await startPlatform(target, env);
  const port = portOf(t.app);
  const engine = crashEngineFor(t.database.db)!;
  const clock = { now: 1_700_000_000_000 };
  engine.clock = () => clock.now;
  const [provider] = await queryRows<{ secret: string }>(
    t.database.db,
    sql`select secret from game_providers where code = 'khel'`,
  );
  const platform = createPlatformClient({
    baseUrl: () => `http://127.0.0.1:${port}/api`,
    providerCode: 'khel',
    secret: provider!.secret,
  });
  return { t, engine, platform, port, clock, close: () => t.close() };
}

/** Two instances sharing the harness's database, clock and platform client. */
export interface Pair extends Pick<CrashHarness, 't' | 'platform' | 'clock' | 'close'> {
  a: Instance;
  b: Instance;
}

/** The harness's instance as A (the platform client calls it; it will lead) and B, both listening. */
export async function startPair(target: TestDatabaseTarget, env: Record<string, string> = {}) {
  const h = await startCrashHarness(target, env);
  const { t, clock } = h;
  const a: Instance = { app: t.app, database: t.database, engine: h.engine, port: h.port };
  const second = await startSecondInstance(t);
  const { app, database } = second;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const b: Instance = { app, database, engine: crashEngineFor(database.db)!, port: portOf(app) };
  expect(b.engine).not.toBe(a.engine);
  b.engine.clock = () => clock.now;
  let closed = false;
  const pair: Pair = {
    t,
    a,
    b,
    platform: h.platform,
    clock,
    async close() {
      if (closed) return;
      closed = true;
      await second.close();
      await h.close();
    },
  };
  return pair;
}

/** A funded player with a Crash session opened through the platform client. */
export async function player(h: Pick<CrashHarness, 't' | 'platform'>, rupees: number) {
  const { db } = h.t.database;
  const playerId = await fundedPlayer(db, rupees);
  const { launchToken } = await newLaunch(db, {
    playerId,
    providerCode: 'khel',
    gameCode: 'crash',
  });
  const { sessionToken } = await createSession(db, h.platform, launchToken);
  return { playerId, token: sessionToken };
}

export type Message = { type: string; [key: string]: unknown };
export interface State extends Message {
  round: PublicRound;
  players: PublicPlayer[];
  playerCount: number;
}

/** A WebSocket to /games/api/crash/ws that keeps every message and waits for the ones asked. */
export class Watcher {
  readonly messages: Message[] = [];
  private readonly socket: WebSocket;
  private waiting: { check: () => boolean; resolve: () => void }[] = [];

  constructor(port: number, token: string | null) {
    const query = token ? `?session=${token}` : '';
    this.socket = new WebSocket(`ws://127.0.0.1:${port}/games/api/crash/ws${query}`);
    this.socket.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as Message);
      this.waiting = this.waiting.filter((w) => (w.check() ? (w.resolve(), false) : true));
    });
  }

  /** Resolves with the first message (from the start) that `match` accepts. */
  find<T extends Message>(what: string, match: (m: Message) => boolean): Promise<T> {
    const found = () => this.messages.find(match) as T | undefined;
    return new Promise<T>((resolve, reject) => {
      // A guard so a missing message fails the test with its name instead of hanging it.
      const timer = setTimeout(() => reject(new Error(`no ${what}`)), 10_000);
      const check = () => found() !== undefined;
      const done = () => {
        clearTimeout(timer);
        resolve(found()!);
      };
      if (check()) done();
      else this.waiting.push({ check, resolve: done });
    });
  }

  /** The first state in which `match` holds. */
  state(what: string, match: (s: State) => boolean) {
    return this.find<State>(what, (m) => m.type === 'state' && match(m as State));
  }

  send(message: object) {
    this.socket.send(JSON.stringify(message));
  }

  /** The round phases seen, in order, each once: "12:betting", "12:running", … */
  phases() {
    const seen: string[] = [];
    for (const m of this.messages) {
      if (m.type !== 'state') continue;
      const { round } = m as State;
      const phase = `${round.roundNo}:${round.status}`;
      if (seen.at(-1) !== phase) seen.push(phase);
    }
    return seen;
  }

  close() {
    this.socket.close();
  }
}

/** The engine that leads the rounds and the clock it reads (a harness, or a pair with its leader). */
export interface Leader {
  engine: CrashEngine;
  clock: { now: number };
}

/**
 * Steps the leader until a round takes bets whose crash point is `min`–`max`×, playing others
 * through. By default the round must crash rather than end at the round's maximum multiplier,
 * where every bet still in is paid (a CI run drew such a round: the bet meant to lose was paid
 * 1,000×); `capped` asks for a round that ends there instead.
 */
export async function bettingRoundCrashingAbove(
  leader: Leader,
  min: number,
  { max = Infinity, capped = false }: { max?: number; capped?: boolean } = {},
) {
  for (let i = 0; i < 40; i += 1) {
    await leader.engine.step();
    const live = (await leader.engine.current())!;
    const point = live.crashPoint;
    if (
      live.row.status === 'betting' &&
      point >= min * 100 &&
      point <= max * 100 &&
      live.capped === capped
    )
      return live;
    await finishRound(leader);
  }
  throw new Error('no suitable round');
}

/** Moves the clock through the rest of the leader's round (start, crash, pause), stepping it. */
export async function finishRound({ engine, clock }: Leader) {
  for (let i = 0; i < 10; i += 1) {
    const live = (await engine.current())!;
    if (live.row.status === 'crashed' || live.row.status === 'cancelled') {
      clock.now = live.row.crashedAtMs! + engine.timing.pauseMs;
      return;
    }
    if (live.row.status === 'betting') clock.now = live.row.bettingEndsAtMs;
    else clock.now = live.row.startedAtMs! + live.crashElapsedMs;
    await engine.step();
  }
}

/** A player's row of a round's state, by bet. */
export const byBet = (state: State, betId: string) => state.players.find((p) => p.betId === betId);
