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
import { countInStatement } from '../../server/src/lib/rate-limit-store';
import {
  insertBet,
  insertBetWinsOnce,
  publicBetId,
  type BetWinRecord,
  type BetWinRecorded,
} from '../src/server/bets';
import { createPlatformClient, type PlatformTransport } from '../src/server/platform';
import { activeSeed, takeNonce, type UsedSeed } from '../src/server/seeds';
import { loadGameSettings } from '../src/server/settings';
import { retryDueSettlements } from '../src/server/retries';
import { betWinBody, placeBetWin, type SettleDeps } from '../src/server/settle';
import { PlatformUnavailable } from '../src/server/errors';
import { fundedPlayer, gamesPost, playerSession, testDatabases, walletRupees } from './helpers';

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
  /** A player's active seed pair with its next nonce, as a bet would use it. */
  const pair = async (playerId: string): Promise<UsedSeed> => {
    await activeSeed(db, playerId);
    const [row] = await queryRows<{ id: string; server_seed: string; nonce: number }>(
      db,
      sql`select id, server_seed, nonce from kg_seeds where player_id = ${playerId} and active`,
    );
    const seed = await activeSeed(db, playerId);
    return { ...seed, id: Number(row!.id), serverSeed: row!.server_seed };
  };
  const betStatus = async (roundId: string) =>
    (
      await queryRows<{ status: string }>(
        db,
        sql`select status from kg_bets where id = ${roundId.slice(2)}`,
      )
    )[0]?.status;
  const queued = (roundId: string) =>
    queryRows<{ kind: string }>(
      db,
      sql`select kind from kg_pending_settlements where round_id = ${roundId}`,
    );

  /** A lost Dice bet of the player on its active pair's next nonce, to record. */
  const lostDiceBet = async (
    playerId: string,
    amountPaise: bigint,
    settingsVersion: string | null,
  ): Promise<BetWinRecord> => ({
    bet: {
      game: 'dice',
      playerId,
      platformSessionId: `session-${playerId}`,
      amountPaise,
      payoutPaise: 0n,
      multiplier: 0,
      win: false,
      params: { target: 50 },
      result: 77,
      seed: await pair(playerId),
    },
    settingsVersion,
  });
  /** A statement's answers with no limits given: rows or null, never 'limited'. */
  const rowsOf = (answers: BetWinRecorded[]) =>
    answers.map((answer) => {
      if (answer === 'limited') throw new Error('no limit was given, yet one refused a bet');
      return answer;
    });

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
    expect(await betStatus(bet.id)).toBe('done');
    expect(await queued(bet.id)).toEqual([]);
  });

  it('records a batch of bets in one statement: each nonce once, none under changed settings', async () => {
    const record = (
      playerId: string,
      seed: UsedSeed,
      amountPaise: bigint,
      version: string | null,
    ) => ({
      bet: {
        game: 'dice',
        playerId,
        platformSessionId: `session-${playerId}`,
        amountPaise,
        payoutPaise: amountPaise * 2n,
        multiplier: 2,
        win: true,
        params: { target: 50 },
        result: 12.34,
        seed,
      },
      settingsVersion: version,
    });
    const [ann, ben, cat] = ['batch-ann', 'batch-ben', 'batch-cat'];
    const [annSeed, benSeed, catSeed] = [await pair(ann), await pair(ben), await pair(cat)];
    const version = (await loadGameSettings(db, 'dice', 0.97)).version;
    const answers = rowsOf(
      await insertBetWinsOnce(db, [
        record(ann, annSeed, 100n, version),
        // Ann's second bet expects the same nonce: only one of the two takes it.
        record(ann, annSeed, 200n, version),
        // Decided under settings that have moved on since: not recorded.
        record(ben, benSeed, 300n, `${version ?? ''}-old`),
        record(cat, catSeed, 400n, version),
      ]),
    );
    expect(answers.map((row) => row !== null)).toEqual(
      answers[0] ? [true, false, false, true] : [false, true, false, true],
    );
    const annRow = (answers[0] ?? answers[1])!;
    expect([annRow.nonce, answers[3]!.nonce]).toEqual([annSeed.nonce, catSeed.nonce]);
    expect(answers[3]).toMatchObject({ player_id: cat, status: 'pending' });
    expect(Number(answers[3]!.amount_paise)).toBe(400);
    // The nonces moved once each, Ben's not at all.
    const nonces = await queryRows<{ player_id: string; nonce: number }>(
      db,
      sql`select player_id, nonce from kg_seeds where active and player_id like 'batch-%'
          order by player_id`,
    );
    expect(nonces.map((n) => Number(n.nonce))).toEqual([
      annSeed.nonce + 1,
      benSeed.nonce,
      catSeed.nonce + 1,
    ]);
    // Each recorded bet's betWin is queued under its own round, nothing for the others.
    const queued = await queryRows<{ round_id: string; body: Record<string, unknown> }>(
      db,
      sql`select round_id, body from kg_pending_settlements
          where round_id in (${publicBetId('dice', annRow.id)}, ${publicBetId('dice', answers[3]!.id)})
          order by round_id`,
    );
    expect(queued).toHaveLength(2);
    for (const [row, amount] of [
      [annRow, Number(annRow.amount_paise) / 100],
      [answers[3]!, 4],
    ] as const) {
      const roundId = publicBetId('dice', row.id);
      expect(queued.find((q) => q.round_id === roundId)!.body).toEqual({
        sessionId: row.platform_session_id,
        transactionId: `${roundId}:bet`,
        roundId,
        amount,
        winAmount: amount * 2,
        gameCode: 'dice',
      });
    }
    const [{ n }] = (await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from kg_bets where player_id like 'batch-%'`,
    )) as [{ n: number }];
    expect(n).toBe(2);
  });

  it('ends answered betWins in the statement that records the next bets, or alone when none come', async () => {
    const version = (await loadGameSettings(db, 'dice', 0.97)).version;
    const betOf = (playerId: string, amountPaise: bigint) =>
      lostDiceBet(playerId, amountPaise, version);
    const state = async (id: string) => [await betStatus(id), (await queued(id)).length];
    const [won, lost] = rowsOf(
      await insertBetWinsOnce(db, [await betOf('ends-ann', 100n), await betOf('ends-ben', 200n)]),
    );
    const [wonId, lostId] = [publicBetId('dice', won!.id), publicBetId('dice', lost!.id)];
    // Both answered: their ends go with Cat's bet, one statement.
    const [next] = rowsOf(
      await insertBetWinsOnce(
        db,
        [await betOf('ends-cat', 300n)],
        [
          { roundId: wonId, status: 'done' },
          { roundId: lostId, status: 'refused' },
        ],
      ),
    );
    expect(await state(wonId)).toEqual(['done', 0]);
    expect(await state(lostId)).toEqual(['refused', 0]);
    const nextId = publicBetId('dice', next!.id);
    expect(await state(nextId)).toEqual(['pending', 1]);
    // No bet to go with: the end alone.
    expect(await insertBetWinsOnce(db, [], [{ roundId: nextId, status: 'done' }])).toEqual([]);
    expect(await state(nextId)).toEqual(['done', 0]);
  });

  it('counts the bets per minute in the statement that records them, recording none over a limit', async () => {
    const version = (await loadGameSettings(db, 'dice', 0.97)).version;
    const start = 1_800_000_000 - (1_800_000_000 % 60);
    const address = `games-bet:ip:limits-${target.kind}`;
    const betOf = async (playerId: string): Promise<BetWinRecord> => ({
      ...(await lostDiceBet(playerId, 100n, version)),
      limits: [
        { key: `games-bet:player:${playerId}`, max: 1, start },
        { key: address, max: 3, start },
      ],
    });
    const players = ['limits-ann', 'limits-ben', 'limits-cat', 'limits-dan'];
    const seeds = await Promise.all(players.map((p) => pair(p)));
    // Four players' first bets from one address whose limit is 3: the first three in the
    // statement's order are recorded, the fourth refused with nothing of it written.
    const first = await insertBetWinsOnce(
      db,
      await Promise.all(players.map((p) => betOf(p))),
      [],
      countInStatement,
    );
    expect(first.map((a) => (a === 'limited' ? a : a === null ? null : 'row'))).toEqual([
      'row',
      'row',
      'row',
      'limited',
    ]);
    // Ann again, from the same statement's window: over her own limit (1) and the address's;
    // a refused bet still counts, against both keys.
    const [again] = await insertBetWinsOnce(db, [await betOf('limits-ann')], [], countInStatement);
    expect(again).toBe('limited');
    const counts = await queryRows<{ key: string; hits: number }>(
      db,
      sql`select key, hits from rate_limit_counters
          where window_start = to_timestamp(${start})
            and (key = ${address} or key like 'games-bet:player:limits-%')
          order by key`,
    );
    expect(counts.map((c) => [c.key, Number(c.hits)])).toEqual([
      [address, 5],
      ['games-bet:player:limits-ann', 2],
      ['games-bet:player:limits-ben', 1],
      ['games-bet:player:limits-cat', 1],
      ['games-bet:player:limits-dan', 1],
    ]);
    // The refused took no nonce and left no bet row.
    const nonces = await queryRows<{ player_id: string; nonce: number }>(
      db,
      sql`select player_id, nonce from kg_seeds where active and player_id like 'limits-%'
          order by player_id`,
    );
    expect(nonces.map((n) => Number(n.nonce))).toEqual(
      seeds.map((seed, i) => seed.nonce + (i < 3 ? 1 : 0)),
    );
    const [{ n }] = (await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from kg_bets where player_id = 'limits-dan'`,
    )) as [{ n: number }];
    expect(n).toBe(0);
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
    expect(await queued(publicBetId('dice', bet!.id))).toEqual([]);
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
    expect(await betStatus(roundId)).toBe('pending');
    expect(await queued(roundId)).toEqual([{ kind: 'betWin' }]);

    await makeDue();
    expect(await retryDueSettlements(deps)).toBe(1);
    expect(await betStatus(roundId)).toBe('done');
    expect(await queued(roundId)).toEqual([]);
    expect(await walletRupees(t, playerId)).toBe(120);
    expect(await platformRows(roundId)).toEqual([{ kind: 'betWin', status: 'ok' }]);
  });

  it('answers at once from the replay when only the first answer was lost', async () => {
    const playerId = await fundedPlayer(t.database.db, 100);
    const sessionId = await openSession(t.app, t.database.db, khel, playerId);
    const { roundId, body } = await recordBet(playerId, sessionId, 0n);
    const { deps } = faultyDeps(['lose']);
    expect(await placeBetWin(deps, body)).toEqual({ balance: 90 });
    expect(await betStatus(roundId)).toBe('done');
    expect(await queued(roundId)).toEqual([]);
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
    expect(await betStatus(roundId)).toBe('refused');
    expect(await queued(roundId)).toEqual([]);
    expect(await walletRupees(t, playerId)).toBe(100);
    expect(await platformRows(roundId)).toEqual([]);
  });
});
