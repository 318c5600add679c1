import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { readWallet } from '../src/modules/wallet/accounts';
import { checkLedger } from '../src/modules/wallet/invariants';
import { createTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import {
  addProvider,
  fundedPlayer,
  newLaunch,
  openSession,
  providerCall,
  type TestProvider,
} from './helpers/provider';

describe.each(testDatabases())('the seamless-wallet API on $kind', (target) => {
  let t: TestApp;
  let provider: TestProvider;
  beforeAll(async () => {
    t = await createTestApp(target);
    provider = await addProvider(t.database.db);
  });
  afterAll(() => t.close());

  const call = (action: string, body: Record<string, unknown>) =>
    providerCall(t.app, provider, action, body);
  const balance = async (playerId: number) =>
    Number((await readWallet(t.database.db, playerId)).balancePaise) / 100;
  const counts = async () => {
    const [row] = await queryRows<{ tx: number; ptx: number }>(
      t.database.db,
      sql`select (select count(*) from ledger_transactions)::int as tx, (select count(*) from provider_transactions)::int as ptx`,
    );
    return row!;
  };
  let seq = 0;
  const id = (what: string) => `${what}-${(seq += 1)}`;

  it('exchanges a launch token once for a session that carries the balance', async () => {
    const playerId = await fundedPlayer(t.database.db, 250);
    const { launchToken } = await newLaunch(t.database.db, {
      playerId,
      providerCode: provider.code,
    });
    const first = await call('session', { launchToken });
    expect(first).toMatchObject({
      state: '200',
      resultData: { balance: 250, currency: 'INR', playerId: String(playerId) },
    });
    expect((await call('session', { launchToken })).state).toBe('INVALID_SESSION');
    const sessionId = first.resultData!.sessionId!;
    expect(await call('balance', { sessionId })).toEqual({
      state: '200',
      resultData: { balance: 250, currency: 'INR' },
    });
  });

  it('takes a bet, pays a win and settles the round', async () => {
    const playerId = await fundedPlayer(t.database.db, 100);
    const sessionId = await openSession(t.app, t.database.db, provider, playerId);
    const roundId = id('round');
    const bet = await call('bet', { sessionId, transactionId: id('bet'), roundId, amount: 10.5 });
    expect(bet).toMatchObject({ state: '200', resultData: { balance: 89.5 } });
    const win = await call('win', { transactionId: id('win'), roundId, amount: '21.00' });
    expect(win).toMatchObject({ state: '200', resultData: { balance: 110.5 } });
    expect(await balance(playerId)).toBe(110.5);
    const late = await call('win', { transactionId: id('win'), roundId, amount: 5 });
    expect(late).toMatchObject({ state: 'ROUND_SETTLED', resultData: { balance: 110.5 } });
  });

  it('refuses a bet the balance does not cover with its own code, moving nothing', async () => {
    const playerId = await fundedPlayer(t.database.db, 5);
    const sessionId = await openSession(t.app, t.database.db, provider, playerId);
    const before = await counts();
    const answer = await call('bet', {
      sessionId,
      transactionId: id('bet'),
      roundId: id('round'),
      amount: 5.01,
    });
    expect(answer).toMatchObject({ state: 'INSUFFICIENT_FUNDS', resultData: { balance: 5 } });
    expect((await counts()).tx).toBe(before.tx);
    expect(await balance(playerId)).toBe(5);
  });

  it('refuses a win for a round with no bet', async () => {
    expect(
      (await call('win', { transactionId: id('win'), roundId: id('nowhere'), amount: 10 })).state,
    ).toBe('UNKNOWN_ROUND');
  });

  it('returns a stake exactly once, whatever the rollback ids', async () => {
    const playerId = await fundedPlayer(t.database.db, 50);
    const sessionId = await openSession(t.app, t.database.db, provider, playerId);
    const roundId = id('round');
    const betId = id('bet');
    await call('bet', { sessionId, transactionId: betId, roundId, amount: 20 });
    expect(
      await call('rollback', { transactionId: id('rb'), betTransactionId: betId, roundId }),
    ).toMatchObject({
      state: '200',
      resultData: { balance: 50 },
    });
    const again = await call('rollback', {
      transactionId: id('rb'),
      betTransactionId: betId,
      roundId,
    });
    expect(again).toMatchObject({
      state: '200',
      resultData: { balance: 50, platformTransactionId: null },
    });
    expect(await balance(playerId)).toBe(50);
  });

  it('answers a rollback of an unseen bet with unknown transaction, then refuses that bet', async () => {
    const playerId = await fundedPlayer(t.database.db, 50);
    const sessionId = await openSession(t.app, t.database.db, provider, playerId);
    const roundId = id('round');
    const betId = id('bet');
    expect(
      (await call('rollback', { transactionId: id('rb'), betTransactionId: betId, roundId })).state,
    ).toBe('UNKNOWN_TRANSACTION');
    const late = await call('bet', { sessionId, transactionId: betId, roundId, amount: 10 });
    expect(late.state).toBe('TRANSACTION_CANCELLED');
    expect(await balance(playerId)).toBe(50);
  });

  it('refuses a rollback for a settled round', async () => {
    const playerId = await fundedPlayer(t.database.db, 50);
    const sessionId = await openSession(t.app, t.database.db, provider, playerId);
    const roundId = id('round');
    const betId = id('bet');
    await call('bet', { sessionId, transactionId: betId, roundId, amount: 10 });
    await call('win', { transactionId: id('win'), roundId, amount: 0 });
    const answer = await call('rollback', {
      transactionId: id('rb'),
      betTransactionId: betId,
      roundId,
    });
    expect(answer).toMatchObject({ state: 'ROUND_SETTLED', resultData: { balance: 40 } });
  });

  it('accepts wins and rollbacks after the game session expired, but no new bets', async () => {
    const playerId = await fundedPlayer(t.database.db, 100);
    const sessionId = await openSession(t.app, t.database.db, provider, playerId);
    const [r1, r2] = [id('round'), id('round')];
    const betId = id('bet');
    await call('bet', { sessionId, transactionId: id('bet'), roundId: r1, amount: 10 });
    await call('bet', { sessionId, transactionId: betId, roundId: r2, amount: 10 });
    await t.database.db.execute(
      sql`update game_sessions set expires_at = now() - interval '1 second' where player_id = ${playerId}`,
    );
    expect(
      (await call('bet', { sessionId, transactionId: id('bet'), roundId: id('round'), amount: 1 }))
        .state,
    ).toBe('INVALID_SESSION');
    expect((await call('win', { transactionId: id('win'), roundId: r1, amount: 30 })).state).toBe(
      '200',
    );
    expect(
      (await call('rollback', { transactionId: id('rb'), betTransactionId: betId, roundId: r2 }))
        .state,
    ).toBe('200');
    expect(await balance(playerId)).toBe(120);
  });

  it.each(['bet', 'win', 'rollback'])(
    'moves money once for a %s sent 10 times at once, with identical answers',
    async (kind) => {
      const playerId = await fundedPlayer(t.database.db, 100);
      const sessionId = await openSession(t.app, t.database.db, provider, playerId);
      const roundId = id('round');
      const betId = id('bet');
      const bet = { sessionId, transactionId: betId, roundId, amount: 10 };
      if (kind !== 'bet') await call('bet', bet);
      const body =
        kind === 'bet'
          ? bet
          : kind === 'win'
            ? { transactionId: id('win'), roundId, amount: 25 }
            : { transactionId: id('rb'), betTransactionId: betId, roundId };
      const answers = await Promise.all(Array.from({ length: 10 }, () => call(kind, body)));
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(answers[0]!.state).toBe('200');
      expect(await balance(playerId)).toBe({ bet: 90, win: 115, rollback: 100 }[kind]);
    },
  );

  it('takes only valid bets of settled rounds off the wager requirement', async () => {
    const playerId = await fundedPlayer(t.database.db, 100);
    await t.database.db.execute(
      sql`update ledger_accounts set wager_remaining_paise = 5000 where code = ${`wallet:${playerId}`}`,
    );
    const sessionId = await openSession(t.app, t.database.db, provider, playerId);
    const wager = async () =>
      Number((await readWallet(t.database.db, playerId)).wagerRemainingPaise) / 100;
    const play = async (stake: number, win: number | null) => {
      const roundId = id('round');
      const betId = id('bet');
      await call('bet', { sessionId, transactionId: betId, roundId, amount: stake });
      if (win === null)
        await call('rollback', { transactionId: id('rb'), betTransactionId: betId, roundId });
      else await call('win', { transactionId: id('win'), roundId, amount: win });
    };
    await play(10, 0);
    expect(await wager()).toBe(40);
    await play(10, 10); // a tie
    expect(await wager()).toBe(40);
    await play(10, null); // refunded
    expect(await wager()).toBe(40);
    await play(15, 40);
    expect(await wager()).toBe(25);
  });

  it('refuses the same transaction id with a different request', async () => {
    const playerId = await fundedPlayer(t.database.db, 100);
    const sessionId = await openSession(t.app, t.database.db, provider, playerId);
    const body = { sessionId, transactionId: id('bet'), roundId: id('round'), amount: 10 };
    await call('bet', body);
    expect((await call('bet', { ...body, amount: 11 })).state).toBe('DUPLICATE_MISMATCH');
    expect(await balance(playerId)).toBe(90);
  });

  it('takes exactly 100 of 200 concurrent bets of 10 against a balance of 1,000', async () => {
    const playerId = await fundedPlayer(t.database.db, 1000);
    const sessionId = await openSession(t.app, t.database.db, provider, playerId);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        call('bet', { sessionId, transactionId: id('bet'), roundId: id('round'), amount: 10 }),
      ),
    );
    expect(answers.filter((a) => a.state === '200')).toHaveLength(100);
    expect(answers.filter((a) => a.state === 'INSUFFICIENT_FUNDS')).toHaveLength(100);
    expect(await balance(playerId)).toBe(0);
  }, 60_000);

  it.runIf(target.kind === 'postgres')(
    'takes exactly 100 of 200 concurrent bets split across two API instances sharing the database',
    async () => {
      const { openDatabase } = await import('../src/db/client');
      const { buildApp } = await import('../src/app');
      const second = await openDatabase({ databaseUrl: t.database.url!, poolSize: 5 });
      const other = await buildApp({ config: t.config, database: second, logger: false });
      try {
        const playerId = await fundedPlayer(t.database.db, 1000);
        const sessionId = await openSession(t.app, t.database.db, provider, playerId);
        const answers = await Promise.all(
          Array.from({ length: 200 }, (_, i) =>
            providerCall(i % 2 ? other : t.app, provider, 'bet', {
              sessionId,
              transactionId: id('bet'),
              roundId: id('round'),
              amount: 10,
            }),
          ),
        );
        expect(answers.filter((a) => a.state === '200')).toHaveLength(100);
        expect(await balance(playerId)).toBe(0);
      } finally {
        await other.close();
        await second.close();
      }
    },
    60_000,
  );

  describe('refuses without writing anything', () => {
    const cases: [string, (b: Record<string, unknown>) => Promise<{ state: string }>][] = [
      [
        'a bad signature',
        (b) => providerCall(t.app, provider, 'bet', b, { secret: 'not-the-secret' }),
      ],
      ['a stale timestamp', (b) => providerCall(t.app, provider, 'bet', b, { skewSeconds: -301 })],
      [
        'a timestamp from the future',
        (b) => providerCall(t.app, provider, 'bet', b, { skewSeconds: 301 }),
      ],
      [
        'a body changed by one byte',
        (b) =>
          providerCall(t.app, provider, 'bet', b, {
            tamper: (raw) => raw.replace('"amount":10', '"amount":19'),
          }),
      ],
      [
        'an unknown provider',
        (b) => providerCall(t.app, { ...provider, code: 'nobody' }, 'bet', b),
      ],
      ['a negative amount', (b) => call('bet', { ...b, amount: -10 })],
      ['a zero amount', (b) => call('bet', { ...b, amount: 0 })],
      ['a NaN amount', (b) => call('bet', { ...b, amount: 'NaN' })],
      ['a huge amount', (b) => call('bet', { ...b, amount: 1e12 })],
      ['three decimals', (b) => call('bet', { ...b, amount: 10.001 })],
      ['a missing transaction id', (b) => call('bet', { ...b, transactionId: undefined })],
    ];
    it.each(cases)('%s', async (_name, send) => {
      const playerId = await fundedPlayer(t.database.db, 100);
      const sessionId = await openSession(t.app, t.database.db, provider, playerId);
      const before = await counts();
      const answer = await send({
        sessionId,
        transactionId: id('bet'),
        roundId: id('round'),
        amount: 10,
      });
      expect(answer.state).not.toBe('200');
      expect(await counts()).toEqual(before);
      expect(await balance(playerId)).toBe(100);
    });
  });

  it('leaves the ledger consistent', async () => {
    expect(await checkLedger(t.database.db)).toEqual({
      unbalancedTransactions: [],
      balanceMismatches: [],
      negativeWallets: [],
    });
  });
});
