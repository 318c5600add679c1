import { queryRows, type AnyDb } from '@khel/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/helpers/app';
import { countInStatement } from '../../server/src/lib/rate-limit-store';
import {
  insertBetWinsOnce,
  publicBetId,
  type BetWinRecord,
  type BetWinRecorded,
} from '../src/server/bets';
import { activeSeed, type UsedSeed } from '../src/server/seeds';
import { loadGameSettings } from '../src/server/settings';
import { betStatus, queuedSettlements, testDatabases } from './helpers';

/**
 * The bet writer's statement (bets.ts insertBetWinsOnce): Dice and Limbo bets recorded many at a
 * time, with the ends of answered betWins and the bets-per-minute counts in the same statement
 * (docs/architecture.md §6). The betWin path around it, through the API: bet-win.test.ts.
 */
describe.each(testDatabases())('the bet writer on $kind', (target) => {
  let t: TestApp;
  let db: AnyDb;
  beforeAll(async () => {
    t = await createTestApp(target, { GAMES_EMBEDDED: 'true', GAMES_CRASH_LOOP: 'false' });
    db = t.database.db as unknown as AnyDb;
  });
  afterAll(() => t.close());

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
    const state = async (id: string) => [
      await betStatus(db, id),
      (await queuedSettlements(db, id)).length,
    ];
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
});
