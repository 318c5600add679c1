import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJobRuntime, queryRows, type AnyDb } from '@khel/db';
import { PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER } from '@khel/contract';
import { verifySignature } from '@khel/contract/signing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyGamesMigrations } from '../src/server/plugin';
import { GameError, PlatformUnavailable } from '../src/server/errors';
import {
  createPlatformClient,
  type PlatformAnswer,
  type PlatformClient,
} from '../src/server/platform';
import {
  GAMES_JOB_TABLES,
  registerSettlementRetries,
  retryDueSettlements,
} from '../src/server/retries';
import { placeAndSettle, placeBet } from '../src/server/settle';
import { testDatabases } from './helpers';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');

type Handler = (action: string, body: Record<string, unknown>) => PlatformAnswer | 'down';

/** A platform stand-in: answers by `handler`, or fails like a network error. */
function fakePlatform(handler: Handler) {
  const calls: { action: string; body: Record<string, unknown> }[] = [];
  const client: PlatformClient = {
    async call(action, body) {
      calls.push({ action, body: body as Record<string, unknown> });
      const answer = handler(action, body as Record<string, unknown>);
      if (answer === 'down') throw new PlatformUnavailable('connection refused');
      return answer;
    },
  };
  return { client, calls };
}

const ok = (balance: number): PlatformAnswer => ({
  state: '200',
  resultData: { balance, currency: 'INR' },
});

const pending = (db: AnyDb) =>
  queryRows<{ round_id: string; kind: string; attempts: number; last_error: string | null }>(
    db,
    sql`select round_id, kind, attempts, last_error from kg_pending_settlements order by id`,
  );
const makeDue = (db: AnyDb) =>
  db.execute(sql`update kg_pending_settlements set next_attempt_at = now()
                 where next_attempt_at <> 'infinity'`);

describe.each(testDatabases())('settlements on $kind', (target) => {
  let close: () => Promise<void>;
  let db: AnyDb;
  beforeAll(async () => {
    const database = await target.create();
    db = database.db as unknown as AnyDb;
    close = () => database.close();
    await applyGamesMigrations(db, MIGRATIONS);
    await applyGamesMigrations(db, MIGRATIONS); // idempotent
  });
  afterAll(async () => {
    await close?.();
  });

  it('keeps a win the platform did not acknowledge and delivers it later', async () => {
    let up = true;
    const platform = fakePlatform((action) =>
      action === 'win' && !up ? 'down' : ok(action === 'bet' ? 90 : 110),
    );
    const deps = { db, platform: platform.client };
    up = false;
    const round = await placeAndSettle(deps, {
      roundId: 'x-1',
      sessionId: 's',
      gameCode: 'dice',
      amountPaise: 1000n,
      payoutPaise: 2000n,
    });
    expect(round).toEqual({ balance: 110, winDelivered: false });
    expect(await pending(db)).toMatchObject([{ round_id: 'x-1', kind: 'win', attempts: 1 }]);
    expect(platform.calls.map((c) => c.action)).toEqual(['bet', 'win']);
    expect(platform.calls[0]!.body).toEqual({
      sessionId: 's',
      transactionId: 'x-1:bet',
      roundId: 'x-1',
      amount: 10,
      gameCode: 'dice',
    });
    expect(platform.calls[1]!.body).toMatchObject({
      transactionId: 'x-1:win',
      roundId: 'x-1',
      amount: 20,
      roundClosed: true,
    });

    // Not due yet (backoff): nothing is sent.
    expect(await retryDueSettlements(deps)).toBe(0);
    await makeDue(db);
    expect(await retryDueSettlements(deps)).toBe(0); // still down
    expect(await pending(db)).toMatchObject([{ kind: 'win', attempts: 2 }]);
    up = true;
    await makeDue(db);
    expect(await retryDueSettlements(deps)).toBe(1);
    expect(await pending(db)).toEqual([]);
    expect(platform.calls.filter((c) => c.action === 'win')).toHaveLength(3);
  });

  it('rolls back a bet whose answer never came, now or by the retrier', async () => {
    const [bet] = await queryRows<{ id: string }>(
      db,
      sql`insert into kg_bets (game, player_id, platform_session_id, amount_paise, params)
          values ('dice', 'p1', 's', 100, '{}'::jsonb) returning id`,
    );
    const roundId = `d-${bet!.id}`;
    let rollbackUp = false;
    const platform = fakePlatform((action) =>
      action === 'bet' || (action === 'rollback' && !rollbackUp) ? 'down' : ok(100),
    );
    const deps = { db, platform: platform.client };
    await expect(
      placeBet(deps, { roundId, sessionId: 's', gameCode: 'dice', amountPaise: 100n }),
    ).rejects.toBeInstanceOf(PlatformUnavailable);
    expect(await pending(db)).toMatchObject([{ round_id: roundId, kind: 'rollback' }]);
    expect(platform.calls.at(-1)).toEqual({
      action: 'rollback',
      body: {
        transactionId: `${roundId}:rollback`,
        betTransactionId: `${roundId}:bet`,
        roundId,
        sessionId: 's',
      },
    });

    rollbackUp = true;
    await makeDue(db);
    // The retry schedule on the games server's job runtime, 5 s on (a clock the test moves).
    let now = Date.now();
    const jobs = createJobRuntime({ db, tables: GAMES_JOB_TABLES, now: () => new Date(now) });
    registerSettlementRetries(jobs, deps);
    await jobs.tick();
    expect(await pending(db)).toHaveLength(1);
    now += 5_000;
    expect(await jobs.tick()).toBe(1);
    expect(await pending(db)).toEqual([]);
    const [row] = await queryRows<{ status: string }>(
      db,
      sql`select status from kg_bets where id = ${bet!.id}`,
    );
    expect(row!.status).toBe('rolledback');
  });

  it('treats a rollback of an unseen bet as done and a refused bet as moving nothing', async () => {
    const platform = fakePlatform((action) =>
      action === 'bet'
        ? 'down'
        : { state: 'UNKNOWN_TRANSACTION', msg: 'never seen', resultData: { balance: 5 } },
    );
    await expect(
      placeBet(
        { db, platform: platform.client },
        { roundId: 'x-3', sessionId: 's', gameCode: 'dice', amountPaise: 100n },
      ),
    ).rejects.toBeInstanceOf(PlatformUnavailable);
    expect(await pending(db)).toEqual([]);

    const poor = fakePlatform(() => ({ state: 'INSUFFICIENT_FUNDS', msg: 'no' }));
    let refused = false;
    const error = await placeBet(
      { db, platform: poor.client },
      { roundId: 'x-4', sessionId: 's', gameCode: 'dice', amountPaise: 100n },
      {
        onRefused: async () => {
          refused = true;
        },
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GameError);
    expect((error as GameError).code).toBe('INSUFFICIENT_FUNDS');
    expect(refused).toBe(true);
    expect(await pending(db)).toEqual([]);
    expect(poor.calls.map((c) => c.action)).toEqual(['bet']);
  });

  it('parks a win the platform refuses for good instead of retrying it', async () => {
    const platform = fakePlatform((action) =>
      action === 'win' ? { state: 'ROUND_SETTLED', msg: 'settled' } : ok(1),
    );
    const deps = { db, platform: platform.client };
    const round = await placeAndSettle(deps, {
      roundId: 'x-5',
      sessionId: 's',
      gameCode: 'dice',
      amountPaise: 100n,
      payoutPaise: 0n,
    });
    expect(round.winDelivered).toBe(false);
    expect(await pending(db)).toMatchObject([
      { round_id: 'x-5', last_error: 'ROUND_SETTLED: settled' },
    ]);
    await makeDue(db);
    expect(await retryDueSettlements(deps)).toBe(0);
    expect(platform.calls.filter((c) => c.action === 'win')).toHaveLength(1);
    await db.execute(sql`delete from kg_pending_settlements`);
  });
});

describe('platform client', () => {
  const secret = 'test-secret';
  let server: http.Server;
  let base = '';
  const seen: { url: string; valid: boolean; body: string }[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const timestamp = String(req.headers[PROVIDER_TIMESTAMP_HEADER]);
        const signature = String(req.headers[PROVIDER_SIGNATURE_HEADER]);
        seen.push({
          url: req.url ?? '',
          valid: verifySignature(secret, timestamp, raw, signature),
          body: raw,
        });
        if (req.url?.endsWith('/slow')) return; // never answers
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ state: '200', resultData: { balance: 12.5, currency: 'INR' } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('signs the exact raw body and returns the envelope', async () => {
    const client = createPlatformClient({ baseUrl: () => base, providerCode: 'khel', secret });
    const answer = await client.call('balance', { sessionId: 'abc' });
    expect(answer).toEqual({ state: '200', resultData: { balance: 12.5, currency: 'INR' } });
    expect(seen.at(-1)).toEqual({
      url: '/api/provider/khel/balance',
      valid: true,
      body: '{"sessionId":"abc"}',
    });
  });

  it('throws PlatformUnavailable when unreachable or too slow', async () => {
    const down = createPlatformClient({
      baseUrl: () => 'http://127.0.0.1:1/api',
      providerCode: 'khel',
      secret,
    });
    await expect(down.call('balance', {})).rejects.toBeInstanceOf(PlatformUnavailable);
    const slow = createPlatformClient({
      baseUrl: () => base,
      providerCode: 'khel',
      secret,
      timeoutMs: 200,
      fetch: (url, init) => fetch(String(url).replace(/\/balance$/, '/slow'), init),
    });
    await expect(slow.call('balance', {})).rejects.toBeInstanceOf(PlatformUnavailable);
  });
});
