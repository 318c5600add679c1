import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { createAccountDirectory, readWallet } from '../src/modules/wallet/accounts';
import { checkLedger } from '../src/modules/wallet/invariants';
import {
  createInProcessProviderApi,
  createProviderDirectory,
  withWalletBatcher,
} from '../src/modules/provider-api';
import { signBody } from '@khel/contract/signing';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { createTestApp, pinnedMinuteClock, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import {
  addProvider,
  fundedPlayer,
  openSession,
  providerCall,
  type TestProvider,
} from './helpers/provider';

/** Bets per player per minute in this file: the limit test goes past it, the others stay under. */
const BET_LIMIT = 50;

describe.each(testDatabases())('betWin on $kind', (target) => {
  /** The API's clock, pinned: the bet limit counts its minutes by it (migration 0071). */
  const clock = pinnedMinuteClock();
  let t: TestApp;
  let provider: TestProvider;
  beforeAll(async () => {
    t = await createTestApp(target, { RATE_BET_PLAYER: String(BET_LIMIT) }, { now: clock.now });
    provider = await addProvider(t.database.db);
  });
  afterAll(() => t.close());

  const call = (action: string, body: Record<string, unknown>) =>
    providerCall(t.app, provider, action, body);
  const balance = async (playerId: number) =>
    Number((await readWallet(t.database.db, playerId)).balancePaise) / 100;
  const counts = async () => {
    const [row] = await queryRows<{ tx: number; ptx: number; rounds: number }>(
      t.database.db,
      sql`select (select count(*) from ledger_transactions)::int as tx,
                 (select count(*) from provider_transactions)::int as ptx,
                 (select count(*) from game_rounds)::int as rounds`,
    );
    return row!;
  };
  let seq = 0;
  const id = (what: string) => `${what}-${(seq += 1)}`;
  const player = async (rupees: number) => {
    const playerId = await fundedPlayer(t.database.db, rupees);
    return { playerId, sessionId: await openSession(t.app, t.database.db, provider, playerId) };
  };

  /** What a settled round left behind for its player: round, ledger, wagering and rankings. */
  async function traces(playerId: number) {
    const rounds = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select status, stake_paise::text, win_paise::text, valid_bet_paise::text, game_code,
                 settled_at is not null as settled
          from game_rounds where player_id = ${playerId} order by id`,
    );
    const postings = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select t.kind, t.record_type, e.amount_paise::text, e.balance_after_paise::text,
                 t.metadata->>'gameCode' as game_code
          from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
          join ledger_accounts a on a.id = e.account_id
          where t.player_id = ${playerId} and a.player_id = ${playerId}
            and t.kind like 'game_%' order by t.id, e.id`,
    );
    const rankings = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select period_kind, total_paise::text from ranking_totals
          where player_id = ${playerId} order by period_kind`,
    );
    const wallet = await readWallet(t.database.db, playerId);
    return {
      rounds,
      postings,
      rankings,
      balance: wallet.balancePaise,
      wager: wallet.wagerRemainingPaise,
    };
  }

  it('leaves exactly what a bet and its closing win leave, in one call', async () => {
    const cases: [number, number][] = [
      [10, 25], // a win
      [10, 0], // a loss: no win posting
      [10, 10], // a tie: no valid bet
    ];
    for (const [stake, win] of cases) {
      const a = await player(100);
      const b = await player(100);
      for (const p of [a, b]) {
        await t.database.db.execute(
          sql`update ledger_accounts set wager_remaining_paise = 5000
              where code = ${`wallet:${p.playerId}`}`,
        );
      }
      const roundA = id('round');
      await call('bet', {
        sessionId: a.sessionId,
        transactionId: id('bet'),
        roundId: roundA,
        amount: stake,
        gameCode: 'dice',
      });
      await call('win', { transactionId: id('win'), roundId: roundA, amount: win });
      const answer = await call('betWin', {
        sessionId: b.sessionId,
        transactionId: id('bw'),
        roundId: id('round'),
        amount: stake,
        winAmount: win,
        gameCode: 'dice',
      });
      expect(answer).toMatchObject({
        state: '200',
        resultData: { balance: 100 - stake + win, currency: 'INR' },
      });
      const data = answer.resultData as Record<string, unknown>;
      expect(typeof data.platformTransactionId).toBe('string');
      expect(data.winPlatformTransactionId === null).toBe(win === 0);
      expect(await traces(b.playerId)).toEqual(await traces(a.playerId));
    }
  });

  it('answers a replay with the first answer and moves money once, even after the session ended', async () => {
    const { playerId, sessionId } = await player(100);
    const body = {
      sessionId,
      transactionId: id('bw'),
      roundId: id('round'),
      amount: 10,
      winAmount: 30,
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('betWin', body)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ state: '200', resultData: { balance: 120 } });
    await t.database.db.execute(
      sql`update game_sessions set expires_at = now() - interval '1 second'
          where player_id = ${playerId}`,
    );
    expect(await call('betWin', body)).toEqual(answers[0]);
    expect(await balance(playerId)).toBe(120);
  });

  it('refuses the same transaction id with another request, or one a bet used', async () => {
    const { playerId, sessionId } = await player(100);
    const body = {
      sessionId,
      transactionId: id('bw'),
      roundId: id('round'),
      amount: 10,
      winAmount: 0,
    };
    await call('betWin', body);
    expect((await call('betWin', { ...body, winAmount: 50 })).state).toBe('DUPLICATE_MISMATCH');
    const betId = id('bet');
    await call('bet', { sessionId, transactionId: betId, roundId: id('round'), amount: 5 });
    expect((await call('betWin', { ...body, transactionId: betId })).state).toBe(
      'DUPLICATE_MISMATCH',
    );
    expect(await balance(playerId)).toBe(85);
  });

  it('refuses what the balance does not cover, moving nothing, and keeps that answer', async () => {
    const { playerId, sessionId } = await player(5);
    const before = await counts();
    const body = {
      sessionId,
      transactionId: id('bw'),
      roundId: id('round'),
      amount: 5.01,
      winAmount: 100,
    };
    const answer = await call('betWin', body);
    expect(answer).toMatchObject({ state: 'INSUFFICIENT_FUNDS', resultData: { balance: 5 } });
    const after = await counts();
    expect([after.tx, after.rounds]).toEqual([before.tx, before.rounds]);
    expect(await call('betWin', body)).toEqual(answer);
    expect(await balance(playerId)).toBe(5);
  });

  it('refuses an ended session or a disabled player without writing anything', async () => {
    const ended = await player(100);
    await t.database.db.execute(
      sql`update game_sessions set expires_at = now() - interval '1 second'
          where player_id = ${ended.playerId}`,
    );
    const disabled = await player(100);
    await t.database.db.execute(
      sql`update players set status = 'disabled' where id = ${disabled.playerId}`,
    );
    const before = await counts();
    for (const [p, state] of [
      [ended, 'INVALID_SESSION'],
      [disabled, 'PLAYER_DISABLED'],
    ] as const) {
      const answer = await call('betWin', {
        sessionId: p.sessionId,
        transactionId: id('bw'),
        roundId: id('round'),
        amount: 10,
        winAmount: 20,
      });
      expect(answer.state).toBe(state);
      expect(await balance(p.playerId)).toBe(100);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses bets over the per-minute limit like bet, bet and betWin counted together', async () => {
    const { playerId, sessionId } = await player(1000);
    await call('bet', { sessionId, transactionId: id('bet'), roundId: id('round'), amount: 1 });
    const answers = await Promise.all(
      Array.from({ length: BET_LIMIT + 5 }, () =>
        call('betWin', {
          sessionId,
          transactionId: id('bw'),
          roundId: id('round'),
          amount: 1,
          winAmount: 0,
        }),
      ),
    );
    const states = answers.map((a) => a.state);
    expect(states.filter((s) => s === '200')).toHaveLength(BET_LIMIT - 1);
    expect(states.filter((s) => s === 'TOO_MANY_BETS')).toHaveLength(6);
    expect(await balance(playerId)).toBe(1000 - BET_LIMIT);

    // The next minute of the API's clock counts afresh.
    clock.nextMinute();
    const next = { sessionId, roundId: id('round'), amount: 1, winAmount: 0 };
    expect((await call('betWin', { ...next, transactionId: id('bw') })).state).toBe('200');
    expect(await balance(playerId)).toBe(1000 - BET_LIMIT - 1);
  });

  it.runIf(target.kind === 'postgres')(
    'counts one limit across two instances: exactly the limit of concurrent betWins',
    async () => {
      const database = await openDatabase({ databaseUrl: t.database.url!, poolSize: 5 });
      const second = await buildApp({
        config: t.config,
        database,
        logger: false,
        now: clock.now,
      });
      try {
        await second.ready();
        const { playerId, sessionId } = await player(1000);
        const answers = await Promise.all(
          Array.from({ length: BET_LIMIT + 10 }, (_, i) =>
            providerCall(i % 2 ? second : t.app, provider, 'betWin', {
              sessionId,
              transactionId: id('bw2'),
              roundId: id('round2'),
              amount: 1,
              winAmount: 0,
            }),
          ),
        );
        const states = answers.map((a) => a.state);
        expect(states.filter((s) => s === '200')).toHaveLength(BET_LIMIT);
        expect(states.filter((s) => s === 'TOO_MANY_BETS')).toHaveLength(10);
        // Each refusal says the balance when it was refused: some of the others not yet taken.
        for (const refused of answers.filter((a) => a.state === 'TOO_MANY_BETS')) {
          const { balance: then } = refused.resultData as { balance: number };
          expect(then).toBeGreaterThanOrEqual(1000 - BET_LIMIT);
          expect(then).toBeLessThanOrEqual(1000);
        }
        expect(await balance(playerId)).toBe(1000 - BET_LIMIT);
        const [{ hits }] = (await queryRows<{ hits: number }>(
          t.database.db,
          sql`select sum(hits)::int as hits from rate_limit_counters
              where key = ${`provider-bet:player:${playerId}`}`,
        )) as [{ hits: number }];
        expect(hits).toBe(BET_LIMIT + 10);
      } finally {
        await second.close();
        await database.close();
      }
    },
  );

  it('takes exactly 30 of 40 concurrent betWins of 10 against a balance of 300', async () => {
    const { playerId, sessionId } = await player(300);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        call('betWin', {
          sessionId,
          transactionId: id('bw'),
          roundId: id('round'),
          amount: 10,
          winAmount: 0,
        }),
      ),
    );
    expect(answers.filter((a) => a.state === '200')).toHaveLength(30);
    expect(answers.filter((a) => a.state === 'INSUFFICIENT_FUNDS')).toHaveLength(10);
    expect(await balance(playerId)).toBe(0);
  }, 60_000);

  it('is refused once a rollback voided its id, and cannot itself be rolled back', async () => {
    const { playerId, sessionId } = await player(100);
    const early = { sessionId, transactionId: id('bw'), roundId: id('round'), amount: 10 };
    const voided = await call('rollback', {
      transactionId: id('rb'),
      betTransactionId: early.transactionId,
      roundId: early.roundId,
    });
    expect(voided.state).toBe('UNKNOWN_TRANSACTION');
    expect((await call('betWin', { ...early, winAmount: 20 })).state).toBe('TRANSACTION_CANCELLED');
    const done = { sessionId, transactionId: id('bw'), roundId: id('round'), amount: 10 };
    expect((await call('betWin', { ...done, winAmount: 0 })).state).toBe('200');
    const rollback = await call('rollback', {
      transactionId: id('rb'),
      betTransactionId: done.transactionId,
      roundId: done.roundId,
    });
    expect(rollback.state).not.toBe('200');
    expect(await balance(playerId)).toBe(90);
  });

  it('closes an open round of the player, and refuses a settled one or another player’s', async () => {
    const { playerId, sessionId } = await player(100);
    const other = await player(100);
    const roundId = id('round');
    await call('bet', { sessionId, transactionId: id('bet'), roundId, amount: 10 });
    const closing = await call('betWin', {
      sessionId,
      transactionId: id('bw'),
      roundId,
      amount: 5,
      winAmount: 40,
    });
    expect(closing).toMatchObject({ state: '200', resultData: { balance: 125 } });
    const [round] = await queryRows<{ status: string; stake: string; valid: string }>(
      t.database.db,
      sql`select status, stake_paise::text as stake, valid_bet_paise::text as valid
          from game_rounds where round_id = ${roundId}`,
    );
    expect(round).toEqual({ status: 'settled', stake: '1500', valid: '1500' });
    const again = { transactionId: id('bw'), roundId, amount: 5, winAmount: 0 };
    expect((await call('betWin', { ...again, sessionId })).state).toBe('ROUND_SETTLED');
    const mine = id('round');
    await call('bet', { sessionId, transactionId: id('bet'), roundId: mine, amount: 1 });
    expect(
      (
        await call('betWin', {
          sessionId: other.sessionId,
          transactionId: id('bw'),
          roundId: mine,
          amount: 5,
          winAmount: 0,
        })
      ).state,
    ).toBe('INVALID_REQUEST');
    expect(await balance(playerId)).toBe(124);
    expect(await balance(other.playerId)).toBe(100);
  });

  it('refuses bad signatures and bad amounts without writing anything', async () => {
    const { playerId, sessionId } = await player(100);
    const body = {
      sessionId,
      transactionId: id('bw'),
      roundId: id('round'),
      amount: 10,
      winAmount: 5,
    };
    const before = await counts();
    const answers = [
      await providerCall(t.app, provider, 'betWin', body, { secret: 'not-the-secret' }),
      await providerCall(t.app, provider, 'betWin', body, { skewSeconds: -301 }),
      await call('betWin', { ...body, amount: 0 }),
      await call('betWin', { ...body, winAmount: -1 }),
      await call('betWin', { ...body, winAmount: 1.001 }),
      await call('betWin', { ...body, winAmount: undefined }),
    ];
    expect(answers.map((a) => a.state)).toEqual([
      'INVALID_SIGNATURE',
      'STALE_REQUEST',
      'INVALID_REQUEST',
      'INVALID_REQUEST',
      'INVALID_REQUEST',
      'INVALID_REQUEST',
    ]);
    expect(await counts()).toEqual(before);
    expect(await balance(playerId)).toBe(100);
  });

  it('answers in process exactly as over HTTP, with the same signature checks', async () => {
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
    const { playerId, sessionId } = await player(100);
    const signed = (body: object, secret = provider.secret) => {
      const raw = JSON.stringify(body);
      const timestamp = String(Math.floor(Date.now() / 1000));
      return {
        providerCode: provider.code,
        action: 'betWin',
        body: raw,
        headers: {
          'x-khel-timestamp': timestamp,
          'x-khel-signature': signBody(secret, timestamp, raw),
        },
      };
    };
    const body = {
      sessionId,
      transactionId: id('bw'),
      roundId: id('round'),
      amount: 10,
      winAmount: 15,
    };
    expect((await api(signed(body, 'not-the-secret'))).state).toBe('INVALID_SIGNATURE');
    const tampered = signed(body);
    expect((await api({ ...tampered, body: tampered.body.replace('15', '99') })).state).toBe(
      'INVALID_SIGNATURE',
    );
    const answer = await api(signed(body));
    expect(answer).toMatchObject({ state: '200', resultData: { balance: 105 } });
    expect(await call('betWin', body)).toEqual(answer);
    expect(await balance(playerId)).toBe(105);
  });

  it('leaves the ledger consistent', async () => {
    expect(await checkLedger(t.database.db)).toEqual({
      unbalancedTransactions: [],
      balanceMismatches: [],
      negativeWallets: [],
    });
  });
});
