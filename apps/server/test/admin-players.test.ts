import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { createAccountDirectory } from '../src/modules/wallet';
import { ACCOUNT_ENV, expectError, expectSessionAlive, idLogin } from './helpers/accounts';
import { fund, playerAudit, signedUpPlayer } from './helpers/admin-players';
import { createTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { creditTestDeposit } from './helpers/deposits';
import { signedInOperator, signedInOwner, type Operator } from './helpers/operators';
import { addBank, withdraw, withdrawPlayer } from './helpers/withdrawals';

/**
 * The back office's players (src/modules/players/README.md "Back office"): search, the player
 * page's lists, notes (append-only) and disable / enable (sessions end, sign-in refused), each
 * write audited with before and after; support reads and writes, marketing only reads.
 */
describe.each(testDatabases())('the back office players on $kind', (target) => {
  let t: TestApp;
  let owner: Operator;
  let support: Operator;
  let marketing: Operator;
  let finance: Operator;
  let asha: Awaited<ReturnType<typeof signedUpPlayer>>;
  let invitee: Awaited<ReturnType<typeof signedUpPlayer>>;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(target, ACCOUNT_ENV);
    owner = await signedInOwner(t.app, db());
    support = await signedInOperator(owner, 'support');
    marketing = await signedInOperator(owner, 'marketing');
    finance = await signedInOperator(owner, 'finance');
    asha = await signedUpPlayer(t.app);
    await db().execute(
      sql`update players set nickname = 'Asha Tiger' where id = ${Number(asha.playerId)}`,
    );
    const [code] = await queryRows<{ referral_code: string }>(
      db(),
      sql`select referral_code from players where id = ${Number(asha.playerId)}`,
    );
    invitee = await signedUpPlayer(t.app, code!.referral_code);
    await fund(db(), asha.playerId, 500);
    await creditTestDeposit(
      { db: db(), accounts: createAccountDirectory(db()) },
      Number(asha.playerId),
      300,
      new Date(),
    );
    await db().execute(
      sql`insert into game_rounds (provider_code, round_id, player_id, game_code, status,
            stake_paise, win_paise, valid_bet_paise, settled_at)
          values ('khel', 'R-1', ${Number(asha.playerId)}, 'crash', 'settled', 5000, 12000, 5000,
            now())`,
    );
  });
  afterAll(async () => t?.close());

  it('finds players by id, phone and nickname, paged, sorted and filtered by status', async () => {
    const byId = await support.call('/admin/players/search', { query: asha.playerId });
    expect(byId.state, byId.msg).toBe('200');
    expect(byId.resultData.list.map((p: { id: string }) => p.id)).toEqual([asha.playerId]);
    expect(byId.resultData.list[0]).toMatchObject({
      nickname: 'Asha Tiger',
      phone: asha.mobile,
      status: 'active',
      balance: 800,
    });
    expect(byId.resultData.list[0].lastSeenAt).not.toBeNull();
    const byPhone = await support.call('/admin/players/search', { query: asha.mobile.slice(-7) });
    expect(byPhone.resultData.list.map((p: { id: string }) => p.id)).toEqual([asha.playerId]);
    const spaced = `${asha.mobile.slice(3, 8)} ${asha.mobile.slice(8)}`;
    const bySpacedPhone = await support.call('/admin/players/search', { query: spaced });
    expect(bySpacedPhone.resultData.list.map((p: { id: string }) => p.id)).toEqual([asha.playerId]);
    const byName = await marketing.call('/admin/players/search', { query: 'tiger' });
    expect(byName.resultData.list.map((p: { id: string }) => p.id)).toEqual([asha.playerId]);
    // A LIKE wildcard is text, not a pattern.
    expect((await support.call('/admin/players/search', { query: '%' })).resultData.total).toBe(0);

    const all = await support.call('/admin/players/search', {
      sortBy: 'balance',
      sortDesc: true,
      pageSize: 1,
    });
    expect(all.resultData).toMatchObject({ total: 2, list: [{ id: asha.playerId }] });
    const second = await support.call('/admin/players/search', {
      sortBy: 'balance',
      sortDesc: true,
      pageSize: 1,
      page: 2,
    });
    expect(second.resultData).toMatchObject({ total: 2, list: [{ id: invitee.playerId }] });
    const disabled = await support.call('/admin/players/search', { status: 'disabled' });
    expect(disabled.resultData).toEqual({ list: [], total: 0 });
    expect(await support.call('/admin/players/search', { sortBy: 'nickname' })).toMatchObject({
      state: '400',
    });
  });

  it("shows a player's profile with wallet, totals, referrer and invitees", async () => {
    const page = await support.call('/admin/players/get', { playerId: asha.playerId });
    expect(page.state, page.msg).toBe('200');
    expect(page.resultData).toMatchObject({
      id: asha.playerId,
      balance: 800,
      wagerRemaining: 300,
      invitees: 1,
      referrer: null,
      liveSessions: 1,
      totals: { deposits: 300, withdrawals: 0, stakes: 50, wins: 120 },
      pendingAdjustments: 0,
    });
    const theirs = await support.call('/admin/players/get', { playerId: invitee.playerId });
    expect(theirs.resultData.referrer).toEqual({ id: asha.playerId, nickname: 'Asha Tiger' });
    expect(await support.call('/admin/players/get', { playerId: '12345678' })).toMatchObject({
      state: '404',
      msg: 'No player with this id',
    });
    expect(await support.call('/admin/players/get', { playerId: 'abc' })).toMatchObject({
      state: '400',
      msg: 'Invalid playerId: expected an 8-digit player id',
    });
  });

  it('lists ledger entries, deposits, bets, rewards, sessions and referrals, paged', async () => {
    const playerId = asha.playerId;
    const ledger = await support.call('/admin/players/ledger', { playerId, sortBy: 'amount' });
    expect(ledger.resultData.total).toBe(2);
    expect(ledger.resultData.list[0]).toMatchObject({ amount: 500, balanceAfter: 500 });
    expect(ledger.resultData.list[1]).toMatchObject({ kind: 'deposit', amount: 300 });
    const out = await support.call('/admin/players/ledger', { playerId, direction: 'out' });
    expect(out.resultData.total).toBe(0);

    const deposits = await support.call('/admin/players/deposits', { playerId });
    expect(deposits.resultData).toMatchObject({
      total: 1,
      list: [{ status: 'success', amount: 300, credited: 300 }],
    });
    const bets = await support.call('/admin/players/bets', { playerId, status: 'settled' });
    expect(bets.resultData).toMatchObject({
      total: 1,
      list: [{ roundId: 'R-1', stake: 50, win: 120, status: 'settled' }],
    });
    const rewards = await support.call('/admin/players/rewards', { playerId });
    expect(rewards.state).toBe('200');
    const sessions = await support.call('/admin/players/sessions', { playerId });
    expect(sessions.resultData).toMatchObject({ total: 1, list: [{ live: true }] });
    const referrals = await support.call('/admin/players/referrals', { playerId });
    expect(referrals.resultData).toMatchObject({
      total: 1,
      list: [{ id: invitee.playerId }],
    });
    expect(await support.call('/admin/players/bets', { playerId: '12345678' })).toMatchObject({
      state: '404',
    });
  });

  it('lists withdrawals with the account number masked', async () => {
    const player = await withdrawPlayer(db(), { rupees: 5_000, vipLevel: 3 });
    const bankAccountId = await addBank(t.app, player);
    await withdraw(t.app, player, { amount: 1_000, bankAccountId });
    const list = await finance.call('/admin/players/withdrawals', {
      playerId: String(player.playerId),
    });
    expect(list.resultData.total).toBe(1);
    expect(list.resultData.list[0]).toMatchObject({ amount: 1_000, ifsc: 'HDFC0001234' });
    expect(list.resultData.list[0].accountNumber).toMatch(/^•••• \d{4}$/);
  });

  it('keeps notes append-only with their author, audited; marketing may not write', async () => {
    const playerId = asha.playerId;
    const note = await support.call('/admin/players/addNote', {
      playerId,
      body: '  Called about a late deposit  ',
    });
    expect(note.state, note.msg).toBe('200');
    expect(note.resultData).toMatchObject({
      kind: 'note',
      body: 'Called about a late deposit',
      author: 'support',
    });
    expect(await support.call('/admin/players/addNote', { playerId, body: ' ' })).toMatchObject({
      state: '400',
      msg: 'Invalid body: write the note',
    });
    expect(await marketing.call('/admin/players/addNote', { playerId, body: 'x' })).toMatchObject({
      state: '403',
      msg: 'Your role does not allow this',
    });
    const notes = await marketing.call('/admin/players/notes', { playerId });
    expect(notes.resultData).toMatchObject({ total: 1, list: [{ id: note.resultData.id }] });
    expect(await playerAudit(db(), playerId)).toContainEqual(
      expect.objectContaining({
        action: 'player.note',
        after: { noteId: note.resultData.id, body: 'Called about a late deposit' },
      }),
    );
    const refused = { cause: { message: expect.stringMatching(/append-only/) } };
    await expect(db().execute(sql`update player_notes set body = 'x'`)).rejects.toMatchObject(
      refused,
    );
    await expect(db().execute(sql`delete from player_notes`)).rejects.toMatchObject(refused);
    await expect(db().execute(sql`truncate player_notes`)).rejects.toMatchObject(refused);
  });

  it('disables a player: sessions end, sign-in refused; enables again; both audited', async () => {
    const player = await signedUpPlayer(t.app);
    const { playerId } = player;
    await expectSessionAlive(t.app, player.session, true);
    expect(
      await support.call('/admin/players/setStatus', { playerId, status: 'disabled', reason: '' }),
    ).toMatchObject({ state: '400', msg: 'Invalid reason: give a reason' });
    const disabled = await support.call('/admin/players/setStatus', {
      playerId,
      status: 'disabled',
      reason: 'Chargeback fraud',
    });
    expect(disabled.state, disabled.msg).toBe('200');
    expect(disabled.resultData).toMatchObject({ status: 'disabled', liveSessions: 0 });
    await expectSessionAlive(t.app, player.session, false);
    const login = await idLogin(t.app, playerId, player.password);
    expectError(login.body, '403', /disabled/i);
    expect(
      await support.call('/admin/players/setStatus', {
        playerId,
        status: 'disabled',
        reason: 'again',
      }),
    ).toMatchObject({ state: '409', msg: 'The player is already disabled' });

    const enabled = await support.call('/admin/players/setStatus', {
      playerId,
      status: 'active',
      reason: 'Bank confirmed the payment',
    });
    expect(enabled.resultData.status).toBe('active');
    expect((await idLogin(t.app, playerId, player.password)).body.state).toBe('200');
    expect(await playerAudit(db(), playerId)).toMatchObject([
      {
        action: 'player.disable',
        before: { status: 'active' },
        after: { status: 'disabled', reason: 'Chargeback fraud' },
      },
      {
        action: 'player.enable',
        before: { status: 'disabled' },
        after: { status: 'active', reason: 'Bank confirmed the payment' },
      },
    ]);
    const notes = await support.call('/admin/players/notes', { playerId, sortDesc: false });
    expect(notes.resultData.list.map((n: { kind: string; body: string }) => n.kind)).toEqual([
      'disabled',
      'enabled',
    ]);
    expect(
      await finance.call('/admin/players/setStatus', { playerId, status: 'disabled', reason: 'x' }),
    ).toMatchObject({ state: '403' });
    expect(
      await support.call('/admin/players/setStatus', {
        playerId: '12345678',
        status: 'disabled',
        reason: 'x',
      }),
    ).toMatchObject({ state: '404' });
  });
});
