import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postApi, type TestApp } from './helpers/app';
import { expectError, expectOk } from './helpers/accounts';
import { testDatabases } from './helpers/databases';
import {
  bankForm,
  expectLedgerClean,
  WITHDRAW_PASSWORD,
  withdrawPlayer,
  type WithdrawPlayer,
} from './helpers/withdrawals';

interface Account {
  id: string;
  accountNumber: string;
  bankName: string;
  isDefault: boolean;
  holderName: string;
}
interface List {
  list: Account[];
  max: number;
}

describe.each(testDatabases())('withdraw accounts on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());
  afterEach(() => expectLedgerClean(t.database.db));

  const call = async (player: WithdrawPlayer, path: string, extra: Record<string, unknown> = {}) =>
    (await postApi(t.app, path, player.body(extra))).body;
  const list = async (player: WithdrawPlayer) => expectOk<List>(await call(player, '/bank/list'));

  it('adds accounts: the first is the default, the number leaves masked, the bank comes from the IFSC', async () => {
    const player = await withdrawPlayer(t.database.db, { rupees: 0 });
    const form = bankForm({ ifsc: 'sbin0004321' });
    const added = expectOk<Account>(await call(player, '/bank/add', form));
    expect(added).toMatchObject({
      accountNumber: `••••${form.accountNumber.slice(-4)}`,
      ifsc: 'SBIN0004321',
      bankName: 'State Bank of India',
      isDefault: true,
    });
    const second = expectOk<Account>(
      await call(player, '/bank/add', bankForm({ ifsc: 'ZZZZ0ABC123' })),
    );
    expect(second).toMatchObject({ bankName: '', isDefault: false });
    const { list: accounts, max } = await list(player);
    expect(max).toBe(5);
    expect(accounts.map((a) => [a.id, a.isDefault])).toEqual([
      [added.id, true],
      [second.id, false],
    ]);
    expect(JSON.stringify(accounts)).not.toContain(form.accountNumber);
  });

  it('refuses an IFSC whose fifth character is not 0, and mismatched numbers', async () => {
    const player = await withdrawPlayer(t.database.db, { rupees: 0 });
    expectError(
      await call(player, '/bank/add', bankForm({ ifsc: 'HDFC1001234' })),
      '400',
      'Invalid ifsc: The fifth character of the IFSC must be 0',
    );
    expectError(
      await call(player, '/bank/add', bankForm({ confirmAccountNumber: '111111111' })),
      '400',
      'Invalid confirmAccountNumber: The account numbers do not match',
    );
    expect((await list(player)).list).toEqual([]);
  });

  it('edits, changes the default and promotes the newest when the default is deleted', async () => {
    const player = await withdrawPlayer(t.database.db, { rupees: 0 });
    const a = expectOk<Account>(await call(player, '/bank/add', bankForm()));
    const b = expectOk<Account>(await call(player, '/bank/add', bankForm()));
    const c = expectOk<Account>(await call(player, '/bank/add', bankForm()));
    const edited = expectOk<Account>(
      await call(player, '/bank/update', {
        id: b.id,
        ...bankForm({ holderName: 'Ravi Kumar', isDefault: true }),
      }),
    );
    expect(edited).toMatchObject({ id: b.id, holderName: 'Ravi Kumar', isDefault: true });
    const afterDefault = expectOk<List>(
      await call(player, '/bank/setDefault', { id: a.id, withdrawPassword: WITHDRAW_PASSWORD }),
    );
    expect(afterDefault.list.filter((x) => x.isDefault).map((x) => x.id)).toEqual([a.id]);
    const afterDelete = expectOk<List>(
      await call(player, '/bank/delete', { id: a.id, withdrawPassword: WITHDRAW_PASSWORD }),
    );
    expect(afterDelete.list.map((x) => [x.id, x.isDefault])).toEqual([
      [c.id, true],
      [b.id, false],
    ]);
    expectError(
      await call(player, '/bank/delete', { id: a.id, withdrawPassword: WITHDRAW_PASSWORD }),
      '404',
      'This withdraw account does not exist',
    );
  });

  it('refuses the same number twice, more than the cap, and another player’s account', async () => {
    const player = await withdrawPlayer(t.database.db, { rupees: 0 });
    const form = bankForm();
    expectOk(await call(player, '/bank/add', form));
    expectError(
      await call(player, '/bank/add', form),
      '409',
      'This account number is already saved',
    );
    for (let i = 0; i < 4; i += 1) expectOk(await call(player, '/bank/add', bankForm()));
    expectError(
      await call(player, '/bank/add', bankForm()),
      '400',
      'You can keep at most 5 withdraw accounts',
    );
    expectError(
      await call(player, '/bank/setDefault', {
        id: '9999999999999999999',
        withdrawPassword: WITHDRAW_PASSWORD,
      }),
      '404',
      'This withdraw account does not exist',
    );
    const other = await withdrawPlayer(t.database.db, { rupees: 0 });
    const mine = (await list(player)).list[0]!;
    expectError(
      await call(other, '/bank/setDefault', { id: mine.id, withdrawPassword: WITHDRAW_PASSWORD }),
      '404',
      'This withdraw account does not exist',
    );
  });

  it('needs the withdrawal password for every change', async () => {
    const none = await withdrawPlayer(t.database.db, { rupees: 0, password: null });
    expectError(
      await call(none, '/bank/add', bankForm()),
      '400',
      'Please set a withdrawal password first',
    );
    const player = await withdrawPlayer(t.database.db, { rupees: 0 });
    expectError(
      await call(player, '/bank/add', bankForm({ withdrawPassword: '654321' })),
      '400',
      'Wrong withdrawal password',
    );
    expect((await list(player)).list).toEqual([]);
  });

  it('locks the withdrawal password after 5 wrong tries, even for the right one', async () => {
    const player = await withdrawPlayer(t.database.db, { rupees: 0 });
    for (let i = 0; i < 5; i += 1) {
      expectError(
        await call(player, '/bank/add', bankForm({ withdrawPassword: '000000' })),
        '400',
        'Wrong withdrawal password',
      );
    }
    expectError(
      await call(player, '/bank/add', bankForm()),
      '429',
      'Too many wrong withdrawal passwords. Please try again in 15 minutes',
    );
  });

  it('has no bearer-token withdrawal API (the back office reviews withdrawals)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/operator/withdrawals',
      headers: { authorization: 'Bearer anything-at-all-of-24-characters' },
    });
    // The API's envelope for a path it does not have: state 404, nothing about withdrawals.
    expect(response.json()).toMatchObject({
      state: '404',
      msg: 'system: no API at GET /api/operator/withdrawals',
    });
  });
});
