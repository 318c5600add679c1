import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postApi, type TestApp } from './helpers/app';
import { expectOk } from './helpers/accounts';
import { testDatabases } from './helpers/databases';
import { createInstances, type Instances } from './helpers/instances';
import {
  addBank,
  balanceOf,
  expectLedgerClean,
  withdrawPlayer,
  WITHDRAW_PASSWORD,
} from './helpers/withdrawals';

/**
 * 20 withdrawals of Rs 1,000 at once against Rs 3,500: exactly 3 are accepted. On PostgreSQL the
 * requests are shared between two app instances on one database, as behind a load balancer.
 */
describe.each(testDatabases())('simultaneous withdrawals on $kind', (target) => {
  let n: Instances;
  let t: TestApp;
  beforeAll(async () => {
    n = await createInstances(target);
    t = n.first;
  });
  afterAll(() => n.close());

  it('accepts exactly as many as the balance covers', async () => {
    const db = t.database.db;
    // VIP 10: 15 withdrawals a day and no fee, so only the balance limits them.
    const player = await withdrawPlayer(db, { rupees: 3_500, vipLevel: 10 });
    const bankAccountId = await addBank(t.app, player);
    const orderNos: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const { body } = await postApi(
        t.app,
        '/withdraw/preview',
        player.body({ amount: 1_000, bankAccountId }),
      );
      orderNos.push(expectOk<{ orderNo: string }>(body).orderNo);
    }
    const { apps } = n;
    const answers = await Promise.all(
      orderNos.map((orderNo, i) =>
        postApi(
          apps[i % apps.length]!,
          '/withdraw/apply',
          player.body({
            amount: 1_000,
            bankAccountId,
            orderNo,
            withdrawPassword: WITHDRAW_PASSWORD,
          }),
        ),
      ),
    );
    const accepted = answers.filter((a) => a.body.state === '200');
    const refused = answers.filter((a) => a.body.state !== '200');
    expect(accepted).toHaveLength(3);
    expect(new Set(refused.map((a) => a.body.msg))).toEqual(new Set(['Insufficient balance']));
    expect(await balanceOf(db, player.playerId)).toBe(500);
    const records = await postApi(t.app, '/withdraw/record', player.body({ range: 'today' }));
    expect(expectOk<{ list: unknown[] }>(records.body).list).toHaveLength(3);
    await expectLedgerClean(db);
  });
});
