import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { ACCOUNT_ENV } from './helpers/accounts';
import { testDatabases } from './helpers/databases';
import { expectLedgerClean } from './helpers/deposits';
import { createInstances, type Instances } from './helpers/instances';
import { signedInOperator, signedInOwner, type Operator } from './helpers/operators';
import {
  auditOf,
  campaignInput,
  campaignOf,
  ok,
  phonePlayer,
  playerCall,
} from './helpers/promotions-admin';

/**
 * The back office's campaigns and codes (docs/architecture.md §11, PROMOTIONS_ADMIN_ENDPOINTS):
 * marketing lists, creates, replaces and switches campaigns of every kind and creates, disables
 * and follows codes, each write in one transaction with its audit row, each campaign and code
 * with what it has cost so far; roles without promotions.write are refused.
 */
describe.each(testDatabases())('promotions in the back office on $kind', (target) => {
  let t: Instances;
  let owner: Operator;
  let marketing: Operator;
  const db = () => t.first.database.db;
  const app = () => t.first.app;

  beforeAll(async () => {
    t = await createInstances(target, ACCOUNT_ENV);
    owner = await signedInOwner(app(), db());
    marketing = await signedInOperator(owner, 'marketing');
  });
  afterAll(async () => t?.close());

  it('refuses support and finance (promotions.write), before reading the body', async () => {
    for (const role of ['support', 'finance'] as const) {
      const other = await signedInOperator(owner, role);
      for (const path of ['/admin/promotions/campaigns/list', '/admin/promotions/codes/create'])
        expect(await other.call(path, { nonsense: true })).toMatchObject({
          state: '403',
          msg: 'Your role does not allow this',
        });
    }
  });

  it('lists every kind of campaign, paged, filtered and sorted, in the Promo tab order by default', async () => {
    const all = ok(await marketing.call('/admin/promotions/campaigns/list', {}));
    const kinds = all.list.map((c: { kind: string }) => c.kind);
    expect(kinds).toEqual(expect.arrayContaining(['first_deposit', 'popup', 'link']));
    const orders = all.list.map((c: { sortOrder: number }) => c.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const page = ok(await marketing.call('/admin/promotions/campaigns/list', { pageSize: 2 }));
    expect(page).toMatchObject({ total: all.total });
    expect(page.list).toHaveLength(2);
    const popups = ok(
      await marketing.call('/admin/promotions/campaigns/list', { kind: 'popup', enabled: false }),
    );
    expect(popups.list.map((c: { kind: string }) => c.kind)).toEqual(['popup']);
    expect(popups.list[0]).toMatchObject({ running: false, cost: { paid: 0, paidCount: 0 } });
    expect(
      await marketing.call('/admin/promotions/campaigns/list', { sortBy: 'title' }),
    ).toMatchObject({ state: '400', msg: expect.stringMatching(/^Invalid sortBy/) });
  });

  it('refuses a campaign that is not valid as a whole, naming the field', async () => {
    const create = (body: object) => marketing.call('/admin/promotions/campaigns/create', body);
    const base = { title: { en: 'Bonus' }, rules: { en: 'Rules' } };
    expect(
      await create({ ...base, kind: 'first_deposit', params: { percent: 100 } }),
    ).toMatchObject({ state: '400', msg: expect.stringMatching(/^Invalid params\.capRupees/) });
    expect(
      await create({ kind: 'link', title: { fr: 'Lien' }, rules: { en: 'x' }, params: {} }),
    ).toMatchObject({ state: '400', msg: expect.stringMatching(/English/) });
    expect(
      await create({ ...base, kind: 'link', params: { link: 'https://evil.example' } }),
    ).toMatchObject({ state: '400', msg: expect.stringMatching(/app page/) });
    expect(
      await create({
        ...base,
        kind: 'popup',
        params: {},
        startsAt: '2026-06-11T00:00:00+05:30',
        endsAt: '2026-06-10T00:00:00+05:30',
      }),
    ).toMatchObject({ state: '400', msg: 'Invalid endsAt: must be after startsAt' });
    const [audit] = await queryRows<{ n: string }>(
      db(),
      sql`select count(*)::text as n from audit_log where action = 'campaign.create'`,
    );
    expect(audit!.n).toBe('0'); // refused writes leave nothing
  });

  it('creates, replaces and switches a popup, each write audited with before and after', async () => {
    const created = ok(
      await marketing.call('/admin/promotions/campaigns/create', {
        kind: 'popup',
        title: { en: 'Weekend', 'zh-CN': '周末' },
        rules: { en: 'Deposit on Saturday' },
        params: { link: '/pages/promo/RebatePromo/RebatePromo' },
        enabled: false,
      }),
    );
    expect(created).toMatchObject({ kind: 'popup', enabled: false, demo: false, running: false });
    const id = created.id as string;
    expect(await auditOf(db(), 'campaign', id)).toMatchObject([
      { action: 'campaign.create', before: null, after: { title: { en: 'Weekend' } } },
    ]);

    const update = (campaign: object) =>
      marketing.call('/admin/promotions/campaigns/update', { id, campaign });
    expect(await update(campaignInput(created, { kind: 'link' }))).toMatchObject({
      state: '400',
      msg: "Invalid campaign.kind: a campaign's kind cannot change; create a new campaign",
    });
    expect(await update(campaignInput(created, { rules: { es: 'Reglas' } }))).toMatchObject({
      state: '400',
      msg: 'Invalid campaign.rules: needs its English text (en)',
    });
    expect(
      await marketing.call('/admin/promotions/campaigns/update', {
        id: '999999',
        campaign: campaignInput(created),
      }),
    ).toMatchObject({ state: '404', msg: 'No such campaign' });
    const updated = ok(
      await update(campaignInput(created, { title: { en: 'Long weekend', fr: 'Week-end' } })),
    );
    expect(updated.title).toEqual({ en: 'Long weekend', fr: 'Week-end' });

    const enabled = ok(
      await marketing.call('/admin/promotions/campaigns/setEnabled', { id, enabled: true }),
    );
    expect(enabled).toMatchObject({ enabled: true, running: true });
    expect(await auditOf(db(), 'campaign', id)).toMatchObject([
      { action: 'campaign.create' },
      {
        action: 'campaign.update',
        before: { title: { en: 'Weekend', 'zh-CN': '周末' } },
        after: { title: { en: 'Long weekend', fr: 'Week-end' } },
      },
      { action: 'campaign.enable', before: { enabled: false }, after: { enabled: true } },
    ]);
    // Refused writes left no audit row.
    expect(await auditOf(db(), 'campaign', id)).toHaveLength(3);
    ok(await marketing.call('/admin/promotions/campaigns/setEnabled', { id, enabled: false }));
  });

  it('shows what a campaign has cost: granted (outstanding), then paid once claimed', async () => {
    const signup = await campaignOf(marketing, 'signup_bonus');
    const amount = signup.params.amountRupees as number;
    const player = await phonePlayer(db());
    const taken = await playerCall(app(), '/activity/signupBonus/claim', player);
    const rewardId = (taken.resultData as { reward: { id: string } }).reward.id;
    expect(await campaignOf(marketing, 'signup_bonus')).toMatchObject({
      cost: { paid: 0, paidCount: 0, outstanding: amount },
    });
    expect((await playerCall(app(), '/reward/claim', player, { rewardId })).state).toBe('200');
    expect(await campaignOf(marketing, 'signup_bonus')).toMatchObject({
      cost: { paid: amount, paidCount: 1, players: 1, outstanding: 0 },
    });
    const costs = ok(await marketing.call('/admin/promotions/costs', {}));
    expect(costs.list).toContainEqual(
      expect.objectContaining({ source: 'signup_bonus', paid: amount, paidCount: 1 }),
    );
    expect(costs.total.paid).toBeGreaterThanOrEqual(amount);
    // The cost is the ledger's: bonus expense paid exactly the rewards claimed.
    const [ledger] = await queryRows<{ paid: string }>(
      db(),
      sql`select coalesce(sum(amount_paise), 0)::text as paid from rewards
          where status = 'claimed' and kind = any(${'{signup_bonus,promo_code}'}::text[])`,
    );
    expect(Number(ledger!.paid) / 100).toBe(
      costs.list
        .filter((c: { source: string }) => ['signup_bonus', 'promo_code'].includes(c.source))
        .reduce((sum: number, c: { paid: number }) => sum + c.paid, 0),
    );
    await expectLedgerClean(db());
  });

  it('creates a code, follows its redemptions and cost, disables and enables it, all audited', async () => {
    const create = (body: object) => marketing.call('/admin/promotions/codes/create', body);
    expect(await create({ kind: 'amount', totalUses: 1 })).toMatchObject({
      state: '400',
      msg: "Invalid amount: required for kind 'amount'",
    });
    const code = ok(
      await create({ code: 'welcome50', kind: 'amount', amount: 50, totalUses: 3, note: 'Launch' }),
    );
    expect(code).toMatchObject({
      code: 'WELCOME50',
      state: 'active',
      used: 0,
      disabledAt: null,
      cost: { paid: 0 },
    });
    expect(await auditOf(db(), 'promoCode', code.id)).toMatchObject([
      { action: 'promoCode.create', before: null, after: { code: 'WELCOME50', amount: 50 } },
    ]);

    const [a, b, c] = [await phonePlayer(db()), await phonePlayer(db()), await phonePlayer(db())];
    const redeem = (who: typeof a) =>
      playerCall(app(), '/activity/promoCode/redeem', who, { code: 'welcome50' });
    expect((await redeem(a)).state).toBe('200');
    expect((await redeem(b)).state).toBe('200');

    const listed = ok(await marketing.call('/admin/promotions/codes/list', { search: 'welc' }));
    expect(listed.list).toEqual([
      expect.objectContaining({
        code: 'WELCOME50',
        used: 2,
        cost: expect.objectContaining({ paid: 100, paidCount: 2, players: 2 }),
      }),
    ]);
    const redemptions = ok(
      await marketing.call('/admin/promotions/codes/redemptions', { codeId: code.id }),
    );
    expect(redemptions.total).toBe(2);
    expect(redemptions.list.map((r: { playerId: string }) => r.playerId).sort()).toEqual(
      [String(a.id), String(b.id)].sort(),
    );
    expect(redemptions.list[0]).toMatchObject({ status: 'granted', amount: 50 });

    const disabled = ok(
      await marketing.call('/admin/promotions/codes/setEnabled', { id: code.id, enabled: false }),
    );
    expect(disabled).toMatchObject({ state: 'disabled', disabledAt: expect.any(String) });
    expect(await redeem(c)).toMatchObject({ state: '400', msg: 'This code has expired' });
    expect(
      ok(await marketing.call('/admin/promotions/codes/list', { state: 'disabled' })).list.map(
        (x: { code: string }) => x.code,
      ),
    ).toContain('WELCOME50');
    ok(await marketing.call('/admin/promotions/codes/setEnabled', { id: code.id, enabled: true }));
    expect((await redeem(c)).state).toBe('200');
    expect(await auditOf(db(), 'promoCode', code.id)).toMatchObject([
      { action: 'promoCode.create' },
      {
        action: 'promoCode.disable',
        before: { disabledAt: null },
        after: { disabledAt: expect.any(String) },
      },
      { action: 'promoCode.enable', after: { disabledAt: null } },
    ]);
    expect(
      await marketing.call('/admin/promotions/codes/redemptions', { codeId: '999999' }),
    ).toMatchObject({ state: '404', msg: 'No such code' });
    await expectLedgerClean(db());
  });

  it('disabling a code while players redeem it: every use taken is a success answered, none after', async () => {
    const code = ok(
      await marketing.call('/admin/promotions/codes/create', {
        kind: 'amount',
        amount: 5,
        totalUses: 100,
      }),
    );
    const players = await Promise.all(Array.from({ length: 12 }, () => phonePlayer(db())));
    const answers = await Promise.all([
      ...players.map((p, i) =>
        playerCall(t.apps[i % t.apps.length]!, '/activity/promoCode/redeem', p, {
          code: code.code,
        }),
      ),
      marketing.call('/admin/promotions/codes/setEnabled', { id: code.id, enabled: false }),
    ]);
    expect(answers.at(-1)).toMatchObject({ state: '200' });
    const redeemed = answers.slice(0, -1).filter((x) => x.state === '200').length;
    for (const refused of answers.slice(0, -1).filter((x) => x.state !== '200'))
      expect(refused.msg).toBe('This code has expired');
    // Once disabled, no use is taken: every use is a redemption that answered success.
    expect(
      await playerCall(app(), '/activity/promoCode/redeem', await phonePlayer(db()), {
        code: code.code,
      }),
    ).toMatchObject({ state: '400', msg: 'This code has expired' });
    expect(
      ok(await marketing.call('/admin/promotions/codes/list', { search: code.code })).list[0],
    ).toMatchObject({ used: redeemed, cost: expect.objectContaining({ paid: redeemed * 5 }) });
    await expectLedgerClean(db());
  });
});
