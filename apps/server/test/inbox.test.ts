import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { depositOrders } from '../src/db/schema';
import { insertPlayer, updatePlayer } from '../src/modules/accounts/store';
import { creditDeposit } from '../src/modules/deposits/credit-deposit';
import type { DepositDeps } from '../src/modules/deposits/deps';
import { insertRewardRows } from '../src/modules/rewards';
import { createAccountDirectory } from '../src/modules/wallet/accounts';
import { handlePayoutEvent } from '../src/modules/withdrawals';
import { rejectWithdrawal } from '../src/modules/withdrawals/review';
import { relegateIdlePlayers } from '../src/modules/vip';
import {
  newIndianPhone,
  requestCode,
  ACCOUNT_ENV,
  authBody,
  expectError,
  expectOk,
  GOOD_PASSWORD,
  register,
  type Session,
} from './helpers/accounts';
import { commonBody, createTestApp, postApi, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { loginAs } from './helpers/games';
import { signedInOperator, signedInOwner, type Operator } from './helpers/operators';

interface Mail {
  id: string;
  template: string;
  title: string;
  content: string;
  read: boolean;
  broadcast: boolean;
}
interface MailList {
  list: Mail[];
  nextCursor: string | null;
  unreadCount: number;
}

describe.each(testDatabases())('inbox on $kind', (target) => {
  let t: TestApp;
  let db: Db;
  let support: Operator;
  beforeAll(async () => {
    t = await createTestApp(target, ACCOUNT_ENV);
    db = t.database.db;
    support = await signedInOperator(await signedInOwner(t.app, db), 'support');
  });
  afterAll(() => t.close());

  async function newPlayer(level = 0) {
    const player = await insertPlayer(db, { isGuest: true }, (id) => `Guest${id}`);
    if (level > 0) await updatePlayer(db, player.id, { vipLevel: level });
    return { playerId: player.id, session: await loginAs(db, player.id) };
  }

  const inbox = async (session: Session, extra: Record<string, unknown> = {}) =>
    expectOk<MailList>((await postApi(t.app, '/mail/list', authBody(session, extra))).body);
  const mailCall = async (session: Session, path: string, extra: Record<string, unknown> = {}) =>
    expectOk<{ changed: number; unreadCount: number }>(
      (await postApi(t.app, path, authBody(session, extra))).body,
    );
  const broadcast = (body: Record<string, unknown>) =>
    support.call('/admin/content/mail/broadcast', {
      audience: body.minVipLevel === undefined ? 'all' : 'vip',
      ...body,
    });

  it('writes a mail for every event, rendered in the language of the request', async () => {
    const { playerId, session } = await newPlayer();
    const accounts = createAccountDirectory(db);
    // Deposit credited (and the VIP level it raises), through the deposits module.
    const [order] = await db
      .insert(depositOrders)
      .values({
        orderNo: `IN${randomBytes(6).toString('hex')}`,
        playerId,
        channel: 1,
        method: 'UPI',
        channelName: 'test',
        amountPaise: 50_000_000n,
        gateway: 'test',
        expireAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    await creditDeposit({ db, accounts } as DepositDeps, {
      order: order!,
      from: ['pending'],
      creditedPaise: 50_000_000n,
      confirmedAt: new Date(),
    });
    // A reward made claimable.
    await db.transaction((tx) =>
      insertRewardRows(
        tx,
        { kind: 'vip_weekly' },
        [{ playerId, amountPaise: 12_345n, source: 'inbox-test' }],
        new Date(),
      ),
    );
    // Withdrawals paid, failed (gateway callbacks) and rejected (operator).
    const [bank] = await queryRows<{ id: string }>(
      db,
      sql`insert into bank_accounts (player_id, holder_name, account_number, ifsc, account_type)
          values (${playerId}, 'Test', '1234567890', 'SBIN0001234', 'savings') returning id::text as id`,
    );
    const withdrawal = async (status: 'processing' | 'review') => {
      const orderNo = `WD${randomBytes(6).toString('hex')}`;
      await db.execute(
        sql`insert into withdrawal_orders (order_no, player_id, bank_account_id, holder_name,
              account_number, ifsc, bank_name, amount_paise, fee_paise, arrival_paise, status, gateway_code)
            values (${orderNo}, ${playerId}, ${BigInt(bank!.id)}, 'Test', '1234567890', 'SBIN0001234',
              'SBI', 20000, 0, 20000, ${status}, 'sandbox')`,
      );
      return orderNo;
    };
    const log = { warn: () => {}, error: () => {}, info: () => {} } as never;
    const wdeps = { db, accounts, gateway: null as never, log };
    for (const status of ['paid', 'failed'] as const) {
      const orderNo = await withdrawal('processing');
      const payout = {
        type: 'payout' as const,
        gatewayPayoutId: `P${orderNo}`,
        merchantPayoutId: orderNo,
        status,
        amountPaise: 20_000n,
        utr: status === 'paid' ? '123456789012' : null,
        failureReason: status === 'failed' ? 'bank refused' : null,
        at: new Date(),
      };
      expect(await handlePayoutEvent(wdeps, payout)).toBe(status === 'paid' ? 'success' : 'failed');
      // A repeated callback changes nothing and writes no second mail.
      expect(await handlePayoutEvent(wdeps, payout)).toBe('unchanged');
    }
    await rejectWithdrawal(wdeps, { orderNo: await withdrawal('review'), reason: 'name mismatch' });

    const english = await inbox(session);
    const templates = english.list.map((m) => m.template).sort();
    expect(templates).toEqual(
      [
        'deposit.credited',
        'reward.claimable',
        'vip.upgraded',
        'withdrawal.failed',
        'withdrawal.paid',
        'withdrawal.rejected',
        // The upgrade bonus of each level passed is a claimable reward too.
        ...english.list
          .filter((m) => m.template === 'reward.claimable')
          .slice(1)
          .map(() => 'reward.claimable'),
      ].sort(),
    );
    const deposit = english.list.find((m) => m.template === 'deposit.credited')!;
    expect(deposit.title).toBe('Deposit credited');
    expect(deposit.content).toContain('₹500,000');
    expect(deposit.content).toContain(order!.orderNo);
    expect(english.list.find((m) => m.template === 'withdrawal.rejected')!.content).toContain(
      'name mismatch',
    );
    expect(english.unreadCount).toBe(english.list.length);

    const chinese = await inbox(session, { language: 'zh-CN' });
    expect(chinese.list.find((m) => m.template === 'deposit.credited')!.title).toBe('存款已到账');
    expect(chinese.list.find((m) => m.template === 'withdrawal.paid')!.title).toBe('提现已到账');
    const french = await inbox(session, { language: 'fr' });
    expect(french.list.find((m) => m.template === 'vip.upgraded')!.title).toBe(
      'Niveau VIP supérieur',
    );
  });

  it('tells of a password change and of a login from a new device', async () => {
    const registered = await register(t.app, { deviceNumber: 'phone-a' });
    const { session } = registered;
    expect((await inbox(session)).list).toEqual([]);
    // Another session from the same device says nothing; a new device does.
    const login = (deviceNumber: string) =>
      postApi(
        t.app,
        '/sso/login',
        commonBody({ mobile: registered.mobile, password: GOOD_PASSWORD, deviceNumber }),
      );
    expectOk((await login('phone-a')).body);
    expect((await inbox(session)).list).toEqual([]);
    const fromB = expectOk<Session>((await login('phone-b')).body);
    expect((await inbox(session)).list.map((m) => m.template)).toEqual(['security.newDevice']);
    expectOk(
      (
        await postApi(
          t.app,
          '/sso/modify',
          authBody(fromB, { oldPassword: GOOD_PASSWORD, newPassword: 'Kh3l-river-sun' }),
        )
      ).body,
    );
    const after = await inbox(fromB, { language: 'es' });
    expect(after.list.map((m) => m.title)).toEqual([
      'Contraseña cambiada',
      'Inicio de sesión en un dispositivo nuevo',
    ]);
  });

  it('tells of a phone bound and of a VIP level lowered by the monthly relegation, once', async () => {
    const { playerId, session } = await newPlayer(3);
    const mobile = newIndianPhone();
    const code = await requestCode(t.app, mobile, 'bind', { session });
    expectOk(
      (
        await postApi(
          t.app,
          '/user/bindPhone',
          authBody(session, { mobile, verificationCode: code }),
        )
      ).body,
    );
    // Level 3 with no deposits last month: the 05:00 job of the 1st lowers it, once.
    const occurrence = new Date(Date.now() + 40 * 86_400_000);
    const vipDeps = { db, accounts: createAccountDirectory(db) } as never;
    await relegateIdlePlayers(vipDeps, occurrence);
    await relegateIdlePlayers(vipDeps, occurrence);
    const list = (await inbox(session, { language: 'id' })).list;
    expect(list.map((m) => m.template)).toEqual(['vip.relegated', 'security.phoneChanged']);
    expect(list[0]!.content).toContain('VIP3');
    expect(list[1]!.title).toBe('Nomor telepon diubah');
    expect(list[1]!.content).not.toContain(mobile);
    expect(playerId).toBeGreaterThan(0);
  });

  it('reads, deletes with paging, deletes all read, and counts the unread', async () => {
    const { playerId, session } = await newPlayer();
    for (let i = 0; i < 5; i += 1) {
      await db.transaction((tx) =>
        insertRewardRows(
          tx,
          { kind: 'vip_weekly' },
          [{ playerId, amountPaise: 100n + BigInt(i), source: `page-${i}` }],
          new Date(),
        ),
      );
    }
    const first = await inbox(session, { pageSize: 2 });
    expect(first.list).toHaveLength(2);
    expect(first.unreadCount).toBe(5);
    const second = await inbox(session, { pageSize: 2, cursor: first.nextCursor });
    const third = await inbox(session, { pageSize: 2, cursor: second.nextCursor });
    expect(third.nextCursor).toBeNull();
    const ids = [...first.list, ...second.list, ...third.list].map((m) => m.id);
    expect(new Set(ids).size).toBe(5);

    expect(await mailCall(session, '/mail/confirm', { id: ids[0] })).toEqual({
      changed: 1,
      unreadCount: 4,
    });
    expect(await mailCall(session, '/mail/confirm', { id: ids[0] })).toEqual({
      changed: 0,
      unreadCount: 4,
    });
    await mailCall(session, '/mail/confirm', { id: ids[1] });
    expect((await postApi(t.app, '/mail/unreadCount', authBody(session))).body.resultData).toEqual({
      unreadCount: 3,
    });

    // Someone else's message cannot be read or deleted.
    const stranger = await newPlayer();
    expect(await mailCall(stranger.session, '/mail/delete', { ids: [ids[2]] })).toEqual({
      changed: 0,
      unreadCount: 0,
    });
    expectError(
      (await postApi(t.app, '/mail/delete', authBody(session, { ids: [] }))).body,
      '400',
      /Please choose the messages/,
    );

    expect(await mailCall(session, '/mail/delete', { ids: [ids[2], ids[2]] })).toEqual({
      changed: 1,
      unreadCount: 2,
    });
    expect(await mailCall(session, '/mail/deleteRead')).toEqual({ changed: 2, unreadCount: 2 });
    expect((await inbox(session)).list.map((m) => m.id).sort()).toEqual([ids[3], ids[4]].sort());
  });

  it('broadcasts by VIP level range without a copy per player; later players see it only when asked', async () => {
    const low = await newPlayer(0);
    const mid = await newPlayer(3);
    const high = await newPlayer(7);
    const before = (
      await queryRows<{ n: number }>(db, sql`select count(*)::int as n from mail_messages`)
    )[0]!.n;
    const unauthorized = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/mail/broadcast',
      payload: {},
    });
    expect(unauthorized.json()).toMatchObject({ state: '401' });
    expect(await broadcast({ title: '', content: 'x' })).toMatchObject({ state: '400' });
    expect(
      await broadcast({ title: 'x', content: 'y', minVipLevel: 5, maxVipLevel: 2 }),
    ).toMatchObject({ state: '400' });
    const sent = await broadcast({
      title: 'VIP weekend',
      content: 'Double rebate for VIP 2 to 5',
      translations: { 'zh-CN': { title: 'VIP 周末', content: 'VIP 2 至 5 双倍返水' } },
      minVipLevel: 2,
      maxVipLevel: 5,
    });
    expect(sent).toMatchObject({ state: '200' });
    await broadcast({
      title: 'Welcome',
      content: 'For everyone, new players too',
      reachesLaterPlayers: true,
    });
    await broadcast({ title: 'Maintenance tonight', content: 'For the players of today' });
    const after = (
      await queryRows<{ n: number }>(db, sql`select count(*)::int as n from mail_messages`)
    )[0]!.n;
    expect(after - before).toBe(3);

    const titles = async (who: { session: Session }, language = 'en') =>
      (await inbox(who.session, { language })).list.filter((m) => m.broadcast).map((m) => m.title);
    expect(await titles(low)).toEqual(['Maintenance tonight', 'Welcome']);
    expect(await titles(mid)).toEqual(['Maintenance tonight', 'Welcome', 'VIP weekend']);
    expect(await titles(mid, 'zh-CN')).toEqual(['Maintenance tonight', 'Welcome', 'VIP 周末']);
    expect(await titles(high)).toEqual(['Maintenance tonight', 'Welcome']);
    // A player who joins after the broadcasts (a moment later) sees only the one meant for them too.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await newPlayer(3);
    expect(await titles(later)).toEqual(['Welcome']);

    // Reading and deleting a broadcast is the player's own: the others still have it unread.
    const midList = await inbox(mid.session);
    const vip = midList.list.find((m) => m.title === 'VIP weekend')!;
    await mailCall(mid.session, '/mail/confirm', { id: vip.id });
    await mailCall(mid.session, '/mail/deleteRead');
    expect(await titles(mid)).toEqual(['Maintenance tonight', 'Welcome']);
    const highState = await inbox(high.session);
    expect(highState.unreadCount).toBe(2);
    // A level raised later brings the broadcast for that range into view.
    await updatePlayer(db, low.playerId, { vipLevel: 2 });
    expect(await titles(low)).toEqual(['Maintenance tonight', 'Welcome', 'VIP weekend']);
  });
});
