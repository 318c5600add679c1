import { queryRows, type AnyDb } from '@khel/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/helpers/app';
import { openSession } from '../../server/test/helpers/provider';
import {
  createInProcessProviderApi,
  createProviderDirectory,
  withWalletBatcher,
} from '../../server/src/modules/provider-api';
import { createAccountDirectory } from '../../server/src/modules/wallet/accounts';
import { insertBet, publicBetId } from '../src/server/bets';
import { createPlatformClient, type PlatformTransport } from '../src/server/platform';
import { takeNonce } from '../src/server/seeds';
import { retryDueSettlements } from '../src/server/retries';
import { betWinBody, placeBetWin, type SettleDeps } from '../src/server/settle';
import { PlatformUnavailable } from '../src/server/errors';
import {
  betStatus,
  fundedPlayer,
  gamesPost,
  playerSession,
  queuedSettlements,
  testDatabases,
  walletRupees,
} from './helpers';

describe.each(testDatabases())('instant bets in one betWin on $kind', (target) => {
  let t: TestApp;
  let db: AnyDb;
  let khel: { code: string; secret: string };
  beforeAll(async () => {
    // Embedded and not listening: the games server reaches the platform in process or not at all.
    t = await createTestApp(target, { GAMES_EMBEDDED: 'true', GAMES_CRASH_LOOP: 'false' });
    db = t.database.db as unknown as AnyDb;
    const [row] = await queryRows<{ secret: string }>(
      db,
      sql`select secret from game_providers where code = 'khel'`,
    );
    khel = { code: 'khel', secret: row!.secret };
  });
  afterAll(() => t.close());

  const platformRows = (roundId: string) =>
    queryRows<{ kind: string; status: string }>(
      db,
      sql`select kind, status from provider_transactions
          where provider_code = 'khel' and round_id = ${roundId}`,
    );
  const round = async (roundId: string) =>
    (
      await queryRows<{ status: string; stake: string; win: string }>(
        db,
        sql`select status, stake_paise::text as stake, win_paise::text as win from game_rounds
            where provider_code = 'khel' and round_id = ${roundId}`,
      )
    )[0];
  it.each([
    ['dice', { amount: 10, target: 50, direction: 'under' }],
    ['limbo', { amount: 10, target: 2 }],
  ] as const)('plays %s with one betWin through the in-process API', async (game, input) => {
    const { playerId, token } = await playerSession(t, 100);
    const answer = await gamesPost<{
      bet: { id: string; payout: number; win: boolean };
      balance: number;
    }>(t.app, `${game}/bet`, input, token);
    expect(answer.status).toBe(200);
    const { bet, balance } = answer.body;
    expect(balance).toBe(90 + bet.payout);
    expect(await walletRupees(t, playerId)).toBe(balance);
    expect(await platformRows(bet.id)).toEqual([{ kind: 'betWin', status: 'ok' }]);
    expect(await round(bet.id)).toEqual({
      status: 'settled',
      stake: '1000',
      win: String(Math.round(bet.payout * 100)),
    });
    expect(await betStatus(db, bet.id)).toBe('done');
    expect(await queuedSettlements(db, bet.id)).toEqual([]);
  });

  it('refuses a Dice bet the balance does not cover, with nothing moved or left queued', async () => {
    const { playerId, token } = await playerSession(t, 5);
    const answer = await gamesPost<{ error: string }>(
      t.app,
      'dice/bet',
      { amount: 6, target: 50, direction: 'under' },
      token,
    );
    expect(answer.body.error).toBe('INSUFFICIENT_FUNDS');
    expect(await walletRupees(t, playerId)).toBe(5);
    const [bet] = await queryRows<{ id: string; status: string }>(
      db,
      sql`select id::text, status from kg_bets where player_id = ${String(playerId)}`,
    );
    expect(bet!.status).toBe('refused');
    expect(await queuedSettlements(db, publicBetId('dice', bet!.id))).toEqual([]);
  });

  /** A bet as playInstant records it (row and queued betWin), for the platform session. */
  async function recordBet(playerId: number, sessionId: string, payoutPaise: bigint) {
    const row = await db.transaction(async (tx) => {
      const seed = await takeNonce(tx as unknown as AnyDb, String(playerId));
      return insertBet(
        tx as unknown as AnyDb,
        {
          game: 'dice',
          playerId: String(playerId),
          platformSessionId: sessionId,
          amountPaise: 1000n,
          payoutPaise,
          multiplier: 2,
          win: payoutPaise > 0n,
          params: {},
          result: 1,
          seed,
        },
        { betWin: true },
      );
    });
    const roundId = publicBetId('dice', row.id);
    const body = betWinBody({
      roundId,
      sessionId,
      gameCode: 'dice',
      amountPaise: 1000n,
      payoutPaise,
    });
    return { roundId, body };
  }

  /**
   * Settle deps on the platform's in-process API, through `fault`: 'lose' runs the call and
   * loses its answer, 'down' fails it before it arrives, null passes it.
   */
  function faultyDeps(faults: ('lose' | 'down' | null)[]) {
    const api = createInProcessProviderApi(
      withWalletBatcher({
        db: t.database.db,
        accounts: createAccountDirectory(t.database.db),
        providers: createProviderDirectory(t.database.db),
        sessionIdleMs: t.config.sessionIdleMs,
        walletBatch: t.config.walletBatch,
        betsPerMinute: t.config.rateLimits.bet.player,
        now: () => new Date(),
      }),
    );
    const sent: string[] = [];
    const transport: PlatformTransport = async (call) => {
      sent.push(call.action);
      const fault = faults.shift() ?? null;
      if (fault === 'down') throw new Error('connection refused');
      const answer = await api(call);
      if (fault === 'lose') throw new Error('socket hang up');
      return answer;
    };
    const platform = createPlatformClient({
      baseUrl: () => 'http://unused.invalid',
      providerCode: khel.code,
      secret: khel.secret,
      transport,
    });
    const deps: SettleDeps = { db, platform };
    return { deps, sent };
  }
  const makeDue = () =>
    db.execute(sql`update kg_pending_settlements set next_attempt_at = now()
                   where next_attempt_at <> 'infinity'`);

  it('re-sends a betWin whose answer was lost: the replay settles the bet, money moved once', async () => {
    const playerId = await fundedPlayer(t.database.db, 100);
    const sessionId = await openSession(t.app, t.database.db, khel, playerId);
    const { roundId, body } = await recordBet(playerId, sessionId, 3000n);
    const { deps, sent } = faultyDeps(['lose', 'down']);
    await expect(placeBetWin(deps, body)).rejects.toBeInstanceOf(PlatformUnavailable);
    expect(sent).toEqual(['betWin', 'betWin']);
    expect(await walletRupees(t, playerId)).toBe(120);
    expect(await betStatus(db, roundId)).toBe('pending');
    expect(await queuedSettlements(db, roundId)).toEqual([{ kind: 'betWin' }]);

    await makeDue();
    expect(await retryDueSettlements(deps)).toBe(1);
    expect(await betStatus(db, roundId)).toBe('done');
    expect(await queuedSettlements(db, roundId)).toEqual([]);
    expect(await walletRupees(t, playerId)).toBe(120);
    expect(await platformRows(roundId)).toEqual([{ kind: 'betWin', status: 'ok' }]);
  });

  it('answers at once from the replay when only the first answer was lost', async () => {
    const playerId = await fundedPlayer(t.database.db, 100);
    const sessionId = await openSession(t.app, t.database.db, khel, playerId);
    const { roundId, body } = await recordBet(playerId, sessionId, 0n);
    const { deps } = faultyDeps(['lose']);
    expect(await placeBetWin(deps, body)).toEqual({ balance: 90 });
    expect(await betStatus(db, roundId)).toBe('done');
    expect(await queuedSettlements(db, roundId)).toEqual([]);
    expect(await walletRupees(t, playerId)).toBe(90);
  });

  it('refuses for good a betWin that never arrived once its session ended, moving nothing', async () => {
    const playerId = await fundedPlayer(t.database.db, 100);
    const sessionId = await openSession(t.app, t.database.db, khel, playerId);
    const { roundId, body } = await recordBet(playerId, sessionId, 3000n);
    const { deps } = faultyDeps(['down', 'down']);
    await expect(placeBetWin(deps, body)).rejects.toBeInstanceOf(PlatformUnavailable);
    await t.database.db.execute(
      sql`update game_sessions set expires_at = now() - interval '1 second'
          where player_id = ${playerId}`,
    );
    await makeDue();
    expect(await retryDueSettlements(deps)).toBe(0);
    expect(await betStatus(db, roundId)).toBe('refused');
    expect(await queuedSettlements(db, roundId)).toEqual([]);
    expect(await walletRupees(t, playerId)).toBe(100);
    expect(await platformRows(roundId)).toEqual([]);
  });
});
