import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWallet } from '../src/modules/wallet/accounts';
import { checkLedger } from '../src/modules/wallet/invariants';
import { createTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import {
  addProvider,
  fundedPlayer,
  openSession,
  providerCall,
  type TestProvider,
} from './helpers/provider';

/**
 * Random sequences of bets, wins, rollbacks and replays through the signed provider API, checked
 * after every step against a model that knows only the rules: a bet needs the money, a win needs
 * an open round, a rollback returns a stake once and not after the round settled (a round whose
 * every bet was returned is cancelled, so closed), a replay changes nothing and gets the first
 * answer.
 */
describe.each(testDatabases())('the provider API against a model on $kind', (target) => {
  let t: TestApp;
  let provider: TestProvider;
  beforeAll(async () => {
    t = await createTestApp(target);
    provider = await addProvider(t.database.db);
  });
  afterAll(() => t.close());

  const step = fc.oneof(
    fc.record({
      kind: fc.constant('bet' as const),
      round: fc.nat(3),
      amount: fc.integer({ min: 1, max: 6000 }),
    }),
    fc.record({
      kind: fc.constant('win' as const),
      round: fc.nat(3),
      amount: fc.integer({ min: 0, max: 9000 }),
    }),
    fc.record({ kind: fc.constant('rollback' as const), pick: fc.nat(), unseen: fc.boolean() }),
    fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }),
  );

  it('keeps the balance the model predicts and answers replays identically', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        run += 1;
        const playerId = await fundedPlayer(t.database.db, 100);
        const sessionId = await openSession(t.app, t.database.db, provider, playerId);
        let balance = 10_000; // paise
        const rounds = new Map<number, 'open' | 'settled'>();
        const bets: { id: string; round: number; paise: number; returned: boolean }[] = [];
        const sent: { action: string; body: Record<string, unknown>; answer: unknown }[] = [];
        let n = 0;
        const send = async (action: string, body: Record<string, unknown>) => {
          const answer = await providerCall(t.app, provider, action, body);
          sent.push({ action, body, answer });
          return answer;
        };
        for (const s of steps) {
          n += 1;
          const roundId = (r: number) => `m${run}-${playerId}-r${r}`;
          if (s.kind === 'bet') {
            const id = `m${run}-${playerId}-b${n}`;
            const answer = await send('bet', {
              sessionId,
              transactionId: id,
              roundId: roundId(s.round),
              amount: s.amount / 100,
            });
            const state = rounds.get(s.round);
            if (state === 'settled') expect(answer.state).toBe('ROUND_SETTLED');
            else if (s.amount > balance) expect(answer.state).toBe('INSUFFICIENT_FUNDS');
            else {
              expect(answer.state).toBe('200');
              balance -= s.amount;
              rounds.set(s.round, 'open');
              bets.push({ id, round: s.round, paise: s.amount, returned: false });
            }
          } else if (s.kind === 'win') {
            const answer = await send('win', {
              transactionId: `m${run}-${playerId}-w${n}`,
              roundId: roundId(s.round),
              amount: s.amount / 100,
            });
            const state = rounds.get(s.round);
            if (state === undefined) expect(answer.state).toBe('UNKNOWN_ROUND');
            else if (state === 'settled') expect(answer.state).toBe('ROUND_SETTLED');
            else {
              expect(answer.state).toBe('200');
              balance += s.amount;
              rounds.set(s.round, 'settled');
            }
          } else if (s.kind === 'rollback') {
            if (s.unseen || bets.length === 0) {
              const ghost = `m${run}-${playerId}-ghost${n}`;
              const answer = await send('rollback', {
                transactionId: `m${run}-${playerId}-rb${n}`,
                betTransactionId: ghost,
                roundId: roundId(0),
              });
              expect(answer.state).toBe('UNKNOWN_TRANSACTION');
              const late = await send('bet', {
                sessionId,
                transactionId: ghost,
                roundId: roundId(0),
                amount: 1,
              });
              expect(late.state).toBe('TRANSACTION_CANCELLED');
            } else {
              const bet = bets[s.pick % bets.length]!;
              const answer = await send('rollback', {
                transactionId: `m${run}-${playerId}-rb${n}`,
                betTransactionId: bet.id,
                roundId: roundId(bet.round),
              });
              // Rolling back a returned bet again is answered OK and moves nothing.
              if (!bet.returned && rounds.get(bet.round) === 'settled') {
                expect(answer.state).toBe('ROUND_SETTLED');
              } else {
                expect(answer.state).toBe('200');
                if (!bet.returned) balance += bet.paise;
                bet.returned = true;
                // A round whose every bet was returned (and nothing won) is cancelled: closed.
                if (bets.filter((b) => b.round === bet.round).every((b) => b.returned)) {
                  rounds.set(bet.round, 'settled');
                }
              }
            }
          } else if (sent.length > 0) {
            const first = sent[s.pick % sent.length]!;
            if (
              first.action !== 'bet' ||
              (first.answer as { state: string }).state !== 'TRANSACTION_CANCELLED'
            ) {
              const again = await providerCall(t.app, provider, first.action, first.body);
              expect(again).toEqual(first.answer);
            }
          }
          expect(Number((await readWallet(t.database.db, playerId)).balancePaise)).toBe(balance);
        }
      }),
      { numRuns: target.kind === 'pglite' ? 20 : 12 },
    );
    expect(await checkLedger(t.database.db)).toEqual({
      unbalancedTransactions: [],
      balanceMismatches: [],
      negativeWallets: [],
    });
  }, 180_000);
});
