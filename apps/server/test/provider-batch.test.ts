import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { readWallet } from '../src/modules/wallet/accounts';
import { checkLedger } from '../src/modules/wallet/invariants';
import { createInstances, type Instances } from './helpers/instances';
import { testDatabases } from './helpers/databases';
import {
  addProvider,
  fundedPlayer,
  openSession,
  providerCall,
  type TestProvider,
} from './helpers/provider';

/**
 * Group commit of the wallet (docs/architecture.md §3). The batch window is set far beyond any
 * test, so a batch is posted exactly when it holds WALLET_BATCH_MAX calls: each test sends its
 * calls in groups of that size, and every group is one batch, one database call.
 */
const PER_BATCH = 4;

describe.each(testDatabases())('group commit of provider calls on $kind', (target) => {
  let t: Instances;
  let provider: TestProvider;
  beforeAll(async () => {
    t = await createInstances(target, {
      WALLET_BATCH_WINDOW_MS: '60000',
      WALLET_BATCH_MAX: String(PER_BATCH),
    });
    provider = await addProvider(t.first.database.db);
  });
  afterAll(() => t.close());

  const db = () => t.first.database.db;
  /** One batch: exactly PER_BATCH calls, sent at once to the first instance. */
  const batch = (calls: [string, Record<string, unknown>][]) => {
    expect(calls).toHaveLength(PER_BATCH);
    return Promise.all(
      calls.map(([action, body]) => providerCall(t.first.app, provider, action, body)),
    );
  };
  const balance = async (playerId: number) =>
    Number((await readWallet(db(), playerId)).balancePaise) / 100;
  const ledgerTransactions = async (playerId: number) => {
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from ledger_transactions where player_id = ${playerId}`,
    );
    return row!.n;
  };
  let seq = 0;
  const id = (what: string) => `${what}-${(seq += 1)}`;

  async function newPlayer(rupees: number) {
    const playerId = await fundedPlayer(db(), rupees);
    const sessionId = await openSession(t.first.app, db(), provider, playerId);
    return { playerId, sessionId };
  }

  it('takes the first of two bets that together overdraw, and refuses the second alone', async () => {
    const a = await newPlayer(15);
    const b = await newPlayer(100);
    const bet = (sessionId: string) => ({
      sessionId,
      transactionId: id('bet'),
      roundId: id('round'),
      amount: 10,
    });
    const answers = await batch([
      ['bet', bet(a.sessionId)],
      ['bet', bet(a.sessionId)],
      ['bet', bet(b.sessionId)],
      ['bet', bet(b.sessionId)],
    ]);
    const mine = answers.slice(0, 2).map((x) => x.state);
    expect(mine.sort()).toEqual(['200', 'INSUFFICIENT_FUNDS']);
    expect(answers.slice(0, 2).find((x) => x.state !== '200')).toMatchObject({
      resultData: { balance: 5 },
    });
    expect(answers.slice(2).map((x) => x.state)).toEqual(['200', '200']);
    expect(await balance(a.playerId)).toBe(5);
    expect(await balance(b.playerId)).toBe(80);
    expect(await ledgerTransactions(a.playerId)).toBe(2); // the funding and one bet
  });

  it('answers one transaction id sent twice in a batch once, and a changed copy as a mismatch', async () => {
    const { playerId, sessionId } = await newPlayer(100);
    const same = { sessionId, transactionId: id('bet'), roundId: id('round'), amount: 10 };
    const other = { sessionId, transactionId: id('bet'), roundId: id('round'), amount: 10 };
    const answers = await batch([
      ['bet', same],
      ['bet', same],
      ['bet', other],
      ['bet', { ...other, amount: 11 }],
    ]);
    expect(answers[0]).toMatchObject({ state: '200' });
    expect(answers[1]).toEqual(answers[0]);
    expect(
      answers
        .slice(2)
        .map((x) => x.state)
        .sort(),
    ).toEqual(['200', 'DUPLICATE_MISMATCH']);
    // Whichever copy of `other` reached the batch first was taken.
    expect(await balance(playerId)).toBe(answers[2]!.state === '200' ? 80 : 79);
    expect(await ledgerTransactions(playerId)).toBe(3);
  });

  /** A bet of another player, to fill a batch without touching the player under test. */
  let spare: { sessionId: string };
  beforeAll(async () => {
    spare = await newPlayer(1000);
  });
  const filler = (): [string, Record<string, unknown>] => [
    'bet',
    { sessionId: spare.sessionId, transactionId: id('bet'), roundId: id('round'), amount: 1 },
  ];

  it('answers a replay of an earlier call with its stored answer, beside new calls', async () => {
    const { playerId, sessionId } = await newPlayer(100);
    const roundId = id('round');
    const bet = { sessionId, transactionId: id('bet'), roundId, amount: 10 };
    const win = { transactionId: id('win'), roundId, amount: 25, roundClosed: true };
    const first = await batch([['bet', bet], filler(), filler(), filler()]);
    const settled = await batch([['win', win], filler(), filler(), filler()]);
    expect(settled[0]).toMatchObject({ state: '200', resultData: { balance: 115 } });
    const replays = await batch([
      ['bet', bet],
      ['win', win],
      ['win', { ...win, amount: 26 }],
      filler(),
    ]);
    expect(replays[0]).toEqual(first[0]);
    expect(replays[1]).toEqual(settled[0]);
    expect(replays[2]!.state).toBe('DUPLICATE_MISMATCH');
    expect(await balance(playerId)).toBe(115);
    expect(await ledgerTransactions(playerId)).toBe(3);
  });

  it('answers each call of a batch of valid and invalid calls on its own', async () => {
    const { playerId, sessionId } = await newPlayer(50);
    const other = await newPlayer(20);
    const settledRound = id('round');
    await batch([
      ['bet', { sessionId, transactionId: id('bet'), roundId: settledRound, amount: 10 }],
      filler(),
      filler(),
      filler(),
    ]);
    await batch([
      ['win', { transactionId: id('win'), roundId: settledRound, amount: 0 }],
      filler(),
      filler(),
      filler(),
    ]);
    const before = await ledgerTransactions(playerId);
    const answers = await batch([
      [
        'bet',
        { sessionId: 'no-such-session', transactionId: id('bet'), roundId: id('round'), amount: 1 },
      ],
      ['win', { transactionId: id('win'), roundId: id('nowhere'), amount: 5 }],
      ['win', { transactionId: id('win'), roundId: settledRound, amount: 5 }],
      [
        'bet',
        { sessionId: other.sessionId, transactionId: id('bet'), roundId: id('round'), amount: 4 },
      ],
    ]);
    expect(answers.map((x) => x.state)).toEqual([
      'INVALID_SESSION',
      'UNKNOWN_ROUND',
      'ROUND_SETTLED',
      '200',
    ]);
    expect(answers[2]).toMatchObject({ resultData: { balance: 40 } });
    expect(answers[3]).toMatchObject({ resultData: { balance: 16 } });
    expect(await ledgerTransactions(playerId)).toBe(before);
    expect(await balance(playerId)).toBe(40);
    expect(await balance(other.playerId)).toBe(16);
  });

  it.runIf(target.kind === 'postgres')(
    'takes exactly 10 of 16 bets of 10 against 100 sent in batches to two instances',
    async () => {
      const { playerId, sessionId } = await newPlayer(100);
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          providerCall(t.apps[i % 2]!, provider, 'bet', {
            sessionId,
            transactionId: id('bet'),
            roundId: id('round'),
            amount: 10,
          }),
        ),
      );
      expect(answers.filter((x) => x.state === '200')).toHaveLength(10);
      expect(answers.filter((x) => x.state === 'INSUFFICIENT_FUNDS')).toHaveLength(6);
      expect(await balance(playerId)).toBe(0);
    },
  );

  it('leaves the ledger consistent', async () => {
    expect(await checkLedger(db())).toEqual({
      unbalancedTransactions: [],
      balanceMismatches: [],
      negativeWallets: [],
    });
  });
});
