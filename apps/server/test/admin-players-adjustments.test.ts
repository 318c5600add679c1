import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { ACCOUNT_ENV, authBody } from './helpers/accounts';
import { fund, playerAudit, signedUpPlayer } from './helpers/admin-players';
import { postApi } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { createInstances, type Instances } from './helpers/instances';
import { Operator, signedInOperator, signedInOwner } from './helpers/operators';
import { balanceOf, expectLedgerClean, houseTotal } from './helpers/withdrawals';

/**
 * Manual adjustments (src/modules/players/README.md "Back office"): posted through the ledger
 * against house:adjustments, never below zero, with a reason; above the threshold (₹10,000 by
 * default) a second operator approves — once, however many approve at once on two instances.
 */
describe.each(testDatabases())('manual adjustments on $kind', (target) => {
  let t: Instances;
  let owner: Operator;
  let finance: Operator;
  let finance2: Operator;
  let support: Operator;
  const db = () => t.first.database.db;

  /** The same operator's session, calling through another instance. */
  const on = (operator: Operator, index: number) =>
    Object.assign(Object.create(Object.getPrototypeOf(operator) as object), {
      ...operator,
      app: t.apps[index % t.apps.length]!,
    }) as Operator;

  const newPlayer = async (rupees = 0) => {
    const player = await signedUpPlayer(t.first.app);
    if (rupees > 0) await fund(db(), player.playerId, rupees);
    return player;
  };

  const adjust = (operator: Operator, body: Record<string, unknown>) =>
    operator.call('/admin/players/adjust', { reason: 'Goodwill for a failed game', ...body });

  beforeAll(async () => {
    t = await createInstances(target, ACCOUNT_ENV);
    owner = await signedInOwner(t.first.app, db());
    finance = await signedInOperator(owner, 'finance');
    finance2 = await signedInOperator(owner, 'finance');
    support = await signedInOperator(owner, 'support');
  });
  afterAll(async () => t?.close());

  it('posts an adjustment up to the threshold at once, through the ledger, audited', async () => {
    const { playerId, session } = await newPlayer(100);
    const credit = await adjust(finance, {
      playerId,
      direction: 'credit',
      amount: 10_000,
      wagerMultiple: 1.5,
    });
    expect(credit.state, credit.msg).toBe('200');
    expect(credit.resultData).toMatchObject({
      playerId,
      direction: 'credit',
      amount: 10_000,
      wager: 15_000,
      status: 'posted',
      needsApproval: false,
      requestedBy: 'finance',
      reason: 'Goodwill for a failed game',
    });
    expect(credit.resultData.ledgerTransactionId).not.toBeNull();
    const page = await support.call('/admin/players/get', { playerId });
    expect(page.resultData).toMatchObject({ balance: 10_100, wagerRemaining: 15_000 });
    expect(await houseTotal(db(), 'house:adjustments')).toBe(-10_000);

    const debit = await adjust(finance, { playerId, direction: 'debit', amount: 100.5 });
    expect(debit.resultData.status).toBe('posted');
    expect(await balanceOf(db(), Number(playerId))).toBe(9_999.5);
    const ledger = await support.call('/admin/players/ledger', { playerId });
    expect(ledger.resultData.list[0]).toMatchObject({
      kind: 'admin_adjustment',
      amount: -100.5,
      balanceAfter: 9_999.5,
      detail: 'Goodwill for a failed game',
    });
    // The player sees the entries among their balance records.
    const records = await postApi(t.first.app, '/user/balanceRecords', authBody(session));
    expect((records.body.resultData as { list: unknown[] }).list[0]).toMatchObject({
      type: null,
      amount: -100.5,
    });

    expect(await playerAudit(db(), playerId)).toMatchObject([
      {
        action: 'adjustment.post',
        before: { balance: 100, wagerRemaining: 0 },
        after: {
          balance: 10_100,
          wagerRemaining: 15_000,
          direction: 'credit',
          amount: 10_000,
          status: 'posted',
          reason: 'Goodwill for a failed game',
        },
      },
      { action: 'adjustment.post', before: { balance: 10_100 }, after: { balance: 9_999.5 } },
    ]);
    await expectLedgerClean(db());
  });

  it('never debits below zero, and refuses bad input before anything is stored', async () => {
    const { playerId } = await newPlayer(50);
    expect(await adjust(finance, { playerId, direction: 'debit', amount: 50.01 })).toMatchObject({
      state: '400',
      msg: 'The balance (₹50.00) is below this debit: it cannot go below zero',
    });
    expect(await adjust(finance, { playerId, direction: 'credit', amount: 0 })).toMatchObject({
      state: '400',
      msg: 'Invalid amount: must be above zero',
    });
    expect(await adjust(finance, { playerId, direction: 'credit', amount: 1.234 })).toMatchObject({
      state: '400',
    });
    expect(
      await adjust(finance, { playerId, direction: 'debit', amount: 5, wagerMultiple: 1 }),
    ).toMatchObject({
      state: '400',
      msg: 'Invalid wagerMultiple: a wager requirement comes only with a credit',
    });
    expect(
      await adjust(finance, { playerId, direction: 'credit', amount: 5, reason: '  ' }),
    ).toMatchObject({ state: '400', msg: 'Invalid reason: give a reason' });
    expect(
      await adjust(finance, { playerId: '12345678', direction: 'credit', amount: 5 }),
    ).toMatchObject({ state: '404' });
    expect(await adjust(support, { playerId, direction: 'credit', amount: 5 })).toMatchObject({
      state: '403',
      msg: 'Your role does not allow this',
    });
    const [count] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from player_adjustments where player_id = ${Number(playerId)}`,
    );
    expect(count!.n).toBe(0);
    expect(await balanceOf(db(), Number(playerId))).toBe(50);
  });

  it('holds one above the threshold for a second operator: not the requester, not a key', async () => {
    const { playerId } = await newPlayer();
    const asked = await adjust(finance, { playerId, direction: 'credit', amount: 10_000.01 });
    expect(asked.resultData).toMatchObject({ status: 'pending', needsApproval: true });
    const id = asked.resultData.id as string;
    expect(await balanceOf(db(), Number(playerId))).toBe(0);

    const queue = await finance2.call('/admin/players/adjustments', { status: 'pending' });
    expect(queue.resultData.thresholdRupees).toBe(10_000);
    expect(queue.resultData.list.map((a: { id: string }) => a.id)).toContain(id);
    const profile = await support.call('/admin/players/get', { playerId });
    expect(profile.resultData.pendingAdjustments).toBe(1);

    expect(await finance.call('/admin/players/approveAdjustment', { id })).toMatchObject({
      state: '403',
      msg: 'A second operator must approve an adjustment you asked for',
    });
    const key = await owner.call('/admin/apiKeys/create', {
      name: 'payouts bot',
      scopes: ['money.adjust'],
    });
    const bot = new Operator(t.first.app, 'bot');
    expect(
      await bot.call(
        '/admin/players/approveAdjustment',
        { id },
        { authorization: `Bearer ${key.resultData.key as string}` },
      ),
    ).toMatchObject({ state: '403', msg: 'An operator approves adjustments, not an API key' });
    // Asked with a key, the key's maker is the one who asked: a second operator approves.
    const other = await newPlayer();
    const byKey = await bot.call(
      '/admin/players/adjust',
      {
        playerId: other.playerId,
        direction: 'credit',
        amount: 10_500,
        reason: 'Asked by the bot',
      },
      { authorization: `Bearer ${key.resultData.key as string}` },
    );
    expect(byKey.state, byKey.msg).toBe('200');
    expect(
      await owner.call('/admin/players/approveAdjustment', { id: byKey.resultData.id }),
    ).toMatchObject({
      state: '403',
      msg: 'A second operator must approve an adjustment you asked for',
    });
    expect(
      (
        await finance2.call('/admin/players/rejectAdjustment', {
          id: byKey.resultData.id,
          reason: 'Not needed',
        })
      ).state,
    ).toBe('200');

    const approved = await finance2.call('/admin/players/approveAdjustment', { id });
    expect(approved.state, approved.msg).toBe('200');
    expect(approved.resultData).toMatchObject({ status: 'posted', decidedBy: 'finance' });
    expect(await balanceOf(db(), Number(playerId))).toBe(10_000.01);
    expect(await finance2.call('/admin/players/approveAdjustment', { id })).toMatchObject({
      state: '409',
      msg: 'The adjustment is posted, not waiting for approval',
    });
    expect(await playerAudit(db(), playerId)).toMatchObject([
      { action: 'adjustment.request', after: { status: 'pending', amount: 10_000.01 } },
      {
        action: 'adjustment.approve',
        before: { balance: 0, status: 'pending' },
        after: { balance: 10_000.01, status: 'posted' },
      },
    ]);
    await expect(
      db().execute(sql`update player_adjustments set amount_paise = 1 where id = ${id}`),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/decided, once/) } });
  });

  it('posts once when approvals and rejections race over two instances', async () => {
    const { playerId } = await newPlayer();
    const asked = await adjust(owner, { playerId, direction: 'credit', amount: 20_000 });
    const id = asked.resultData.id as string;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const operator = on(i % 4 < 2 ? finance : finance2, i);
        return i % 5 === 4
          ? operator.call('/admin/players/rejectAdjustment', { id, reason: 'Duplicate' })
          : operator.call('/admin/players/approveAdjustment', { id });
      }),
    );
    const won = answers.filter((a) => a.state === '200');
    expect(won, JSON.stringify(answers.filter((a) => a.state !== '409'))).toHaveLength(1);
    for (const lost of answers.filter((a) => a.state !== '200'))
      expect(lost.msg).toMatch(/^The adjustment is (posted|rejected), not waiting for approval$/);
    const status = won[0]!.resultData.status as string;
    expect(await balanceOf(db(), Number(playerId))).toBe(status === 'posted' ? 20_000 : 0);
    const [postings] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from ledger_transactions
          where idempotency_key = ${`admin-adjustment:${id}`}`,
    );
    expect(postings!.n).toBe(status === 'posted' ? 1 : 0);
    const decisions = (await playerAudit(db(), playerId)).filter(
      (a) => a.action !== 'adjustment.request',
    );
    expect(decisions).toHaveLength(1);
    await expectLedgerClean(db());
  });

  it('rejects with a reason; a pending debit the balance no longer covers stays pending', async () => {
    const { playerId } = await newPlayer(30_000);
    const debit = await adjust(finance, { playerId, direction: 'debit', amount: 25_000 });
    const id = debit.resultData.id as string;
    await adjust(finance, { playerId, direction: 'debit', amount: 9_000 });
    expect(await finance2.call('/admin/players/approveAdjustment', { id })).toMatchObject({
      state: '400',
      msg: 'The balance (₹21,000.00) is below this debit: it cannot go below zero',
    });
    const list = await finance.call('/admin/players/adjustments', { playerId, sortDesc: false });
    expect(list.resultData.list.map((a: { status: string }) => a.status)).toEqual([
      'pending',
      'posted',
    ]);
    expect(await finance.call('/admin/players/rejectAdjustment', { id, reason: '' })).toMatchObject(
      { state: '400', msg: 'Invalid reason: give a reason' },
    );
    const rejected = await finance.call('/admin/players/rejectAdjustment', {
      id,
      reason: 'Asked in error',
    });
    expect(rejected.resultData).toMatchObject({
      status: 'rejected',
      decisionNote: 'Asked in error',
      ledgerTransactionId: null,
    });
    expect(await finance2.call('/admin/players/approveAdjustment', { id })).toMatchObject({
      state: '409',
      msg: 'The adjustment is rejected, not waiting for approval',
    });
    expect(await finance.call('/admin/players/approveAdjustment', { id: '999999' })).toMatchObject({
      state: '404',
      msg: 'No adjustment with this id',
    });
    expect((await playerAudit(db(), playerId)).map((a) => a.action)).toEqual([
      'adjustment.request',
      'adjustment.post',
      'adjustment.reject',
    ]);
    expect(await balanceOf(db(), Number(playerId))).toBe(21_000);
    await expectLedgerClean(db());
  });
});
