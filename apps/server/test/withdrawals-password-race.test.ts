import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postApi } from './helpers/app';
import { expectOk } from './helpers/accounts';
import { testDatabases } from './helpers/databases';
import { createInstances, type Instances } from './helpers/instances';
import {
  addBank,
  balanceOf,
  expectLedgerClean,
  WITHDRAW_PASSWORD,
  withdrawPlayer,
  type WithdrawPlayer,
} from './helpers/withdrawals';

const WRONG = 'Wrong withdrawal password';
const LOCKED = 'Too many wrong withdrawal passwords. Please try again in 15 minutes';

const tally = (answers: { body: { state: string; msg?: string } }[]) => {
  const counts: Record<string, number> = {};
  for (const { body } of answers) {
    const key = body.state === '200' ? 'ok' : (body.msg ?? body.state);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

/**
 * A stolen session guessing the 6-digit withdrawal password with hundreds of requests at once:
 * each attempt is counted before scrypt runs, so only 5 are ever checked, and the right one sent
 * last is refused. On PostgreSQL the guesses are spread over two API instances on one database.
 */
describe.each(testDatabases())('withdrawal password guessing on $kind', (target) => {
  let n: Instances;
  beforeAll(async () => {
    n = await createInstances(target);
  });
  afterAll(() => n.close());

  const burst = (
    player: WithdrawPlayer,
    path: string,
    field: string,
    count: number,
    extra: (i: number) => Record<string, unknown> = () => ({}),
  ) => {
    const guesses = Array.from({ length: count }, (_, i) => ({
      ...extra(i),
      [field]: String(100_000 + i),
    }));
    guesses.push({ ...extra(count), [field]: WITHDRAW_PASSWORD });
    return Promise.all(
      guesses.map((body, i) => postApi(n.apps[i % n.apps.length]!, path, player.body(body))),
    );
  };

  it('checks 5 of 300 guesses at /bank/setDefault and refuses the right one sent last', async () => {
    const player = await withdrawPlayer(n.first.database.db, { rupees: 0 });
    const first = await addBank(n.first.app, player);
    const answers = await burst(player, '/bank/setDefault', 'withdrawPassword', 300, () => ({
      id: first,
    }));
    expect(tally(answers)).toEqual({ [WRONG]: 5, [LOCKED]: 296 });
  });

  it('checks 5 of 300 guesses at /user/changeWithdrawPassword', async () => {
    const player = await withdrawPlayer(n.first.database.db, { rupees: 0 });
    const answers = await burst(
      player,
      '/user/changeWithdrawPassword',
      'oldWithdrawPassword',
      300,
      () => ({
        withdrawPassword: '975310',
      }),
    );
    expect(tally(answers)).toEqual({
      'The old withdrawal password is incorrect': 5,
      [LOCKED]: 296,
    });
  });

  it('checks 5 of 60 guesses at /withdraw/apply and moves no money', async () => {
    const db = n.first.database.db;
    const player = await withdrawPlayer(db, { rupees: 5_000, vipLevel: 10 });
    const bankAccountId = await addBank(n.first.app, player);
    const orderNos: string[] = [];
    for (let i = 0; i <= 60; i += 1) {
      const preview = await postApi(
        n.first.app,
        '/withdraw/preview',
        player.body({ amount: 1_000, bankAccountId }),
      );
      orderNos.push(expectOk<{ orderNo: string }>(preview.body).orderNo);
    }
    const answers = await burst(player, '/withdraw/apply', 'withdrawPassword', 60, (i) => ({
      amount: 1_000,
      bankAccountId,
      orderNo: orderNos[i],
    }));
    expect(tally(answers)).toEqual({ [WRONG]: 5, [LOCKED]: 56 });
    expect(await balanceOf(db, player.playerId)).toBe(5_000);
    await expectLedgerClean(db);
  });
});
