import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { ACCOUNT_ENV } from './helpers/accounts';
import { auditOf, storedSetting } from './helpers/admin-settings';
import { commonBody, postApi } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { fundedPlayer } from './helpers/provider';
import { createInstances, type Instances } from './helpers/instances';
import { signedInOperator, signedInOwner, type Operator } from './helpers/operators';

/**
 * The back office's settings (docs/architecture.md §11): VIP levels, deposit and withdrawal
 * rules, wagering, app settings and customer-service contacts — validated by the contract's
 * rules, each write audited with before and after, and used by the player API at once.
 */
describe.each(testDatabases())('settings in the back office on $kind', (target) => {
  let t: Instances;
  let owner: Operator;
  let marketing: Operator;
  const db = () => t.first.database.db;

  beforeAll(async () => {
    t = await createInstances(target, ACCOUNT_ENV);
    owner = await signedInOwner(t.first.app, db());
    marketing = await signedInOperator(owner, 'marketing');
  });
  afterAll(async () => t?.close());

  it('refuses a role without settings.write before reading the body', async () => {
    for (const path of ['/admin/settings/vipLevels', '/admin/settings/appSave']) {
      expect(await marketing.call(path, { nonsense: true })).toMatchObject({
        state: '403',
        msg: 'Your role does not allow this',
      });
    }
  });

  it('lists VIP levels with their players, edits one (audited) and keeps the ladder rising', async () => {
    const listed = await owner.call('/admin/settings/vipLevels');
    expect(listed.state, listed.msg).toBe('200');
    const levels = listed.resultData.list as { level: number; depositRequired: number }[];
    expect(levels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const v2 = listed.resultData.list[2];
    expect(v2).toMatchObject({ depositRequired: 10_000, betRebatePercent: 0.2, players: 0 });

    const saved = await owner.call('/admin/settings/vipLevelSave', {
      ...v2,
      players: undefined,
      upgradeBonus: 99.5,
      withdrawFeePercent: 1.25,
    });
    expect(saved.resultData).toMatchObject({
      level: 2,
      upgradeBonus: 99.5,
      withdrawFeePercent: 1.25,
    });
    const [row] = await queryRows<{ upgrade: string; fee: number }>(
      db(),
      sql`select upgrade_bonus_paise::text as upgrade, withdraw_fee_bp as fee
          from vip_levels where level = 2`,
    );
    expect(row).toEqual({ upgrade: '9950', fee: 125 });
    expect(await auditOf(db(), 'vip_level', '2')).toMatchObject([
      {
        action: 'vip.level.update',
        before: { upgradeBonus: 88, withdrawFeePercent: 1.5 },
        after: { upgradeBonus: 99.5, withdrawFeePercent: 1.25 },
      },
    ]);

    // A threshold at or below the level under it, or a deposit on level 0, is refused.
    const below = await owner.call('/admin/settings/vipLevelSave', {
      ...v2,
      players: undefined,
      depositRequired: 1_000,
    });
    expect(below).toMatchObject({
      state: '400',
      msg: 'Level 2 must need more deposits than level 1 (Rs 1000)',
    });
    const zero = await owner.call('/admin/settings/vipLevelSave', {
      ...listed.resultData.list[0],
      players: undefined,
      depositRequired: 5,
    });
    expect(zero).toMatchObject({ state: '400', msg: 'Level 0 must need no deposit' });
    const percent = await owner.call('/admin/settings/vipLevelSave', {
      ...v2,
      players: undefined,
      betRebatePercent: 0.125,
    });
    expect(percent).toMatchObject({
      state: '400',
      msg: 'Invalid betRebatePercent: must have at most 2 decimals',
    });
  });

  it('keeps the bounds in the database too (migration 0040)', async () => {
    await expect(
      db().execute(sql`update vip_levels set bet_rebate_bp = 20000 where level = 1`),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`update service_contacts set min_vip_level = -1`),
    ).rejects.toThrow();
  });

  it('adds a level on top and deletes it again; only the highest, and only while nobody holds it', async () => {
    const top = (await owner.call('/admin/settings/vipLevels')).resultData.list[10];
    const added = await owner.call('/admin/settings/vipLevelSave', {
      ...top,
      players: undefined,
      level: 11,
      depositRequired: 200_000_000,
    });
    expect(added.state, added.msg).toBe('200');
    expect(await owner.call('/admin/settings/vipLevelDelete', { level: 10 })).toMatchObject({
      state: '400',
      msg: 'Only the highest level can be deleted',
    });
    const playerId = await fundedPlayer(db(), 0);
    await db().execute(sql`update players set vip_level = 11 where id = ${playerId}`);
    expect(await owner.call('/admin/settings/vipLevelDelete', { level: 11 })).toMatchObject({
      state: '409',
      msg: '1 players hold level 11 or above',
    });
    await db().execute(sql`update players set vip_level = 0 where id = ${playerId}`);
    expect((await owner.call('/admin/settings/vipLevelDelete', { level: 11 })).state).toBe('200');
    expect((await auditOf(db(), 'vip_level', '11')).map((a) => a.action)).toEqual([
      'vip.level.create',
      'vip.level.delete',
    ]);
  });

  it('saves withdrawal rules and wagering multiples by the rules the server reads them with', async () => {
    const rules = await owner.call('/admin/settings/moneyRules');
    expect(rules.resultData.withdraw).toEqual({
      minAmount: 100,
      maxAmount: 50_000,
      reviewAbove: 20_000,
      maxAccounts: 5,
      passwordMaxFailures: 5,
      payoutMaxAttempts: 8,
      kycSingleAbove: 20_000,
      kycTotalAbove: 50_000,
    });
    expect(rules.resultData.wagering).toEqual({ depositMultiple: 1, bonusMultiple: 1 });
    expect(rules.resultData.deposit.pendingOrderLimit).toBe(3);

    const bad = await owner.call('/admin/settings/moneyRulesSave', {
      key: 'withdraw',
      value: { ...rules.resultData.withdraw, minAmount: 500, maxAmount: 200 },
    });
    expect(bad).toMatchObject({
      state: '400',
      msg: 'Invalid value.maxAmount: must not be below the minimum',
    });
    const withdraw = {
      ...rules.resultData.withdraw,
      minAmount: 200.5,
      reviewAbove: 10_000,
      kycSingleAbove: 5_000,
      kycTotalAbove: 25_000.5,
    };
    const saved = await owner.call('/admin/settings/moneyRulesSave', {
      key: 'withdraw',
      value: withdraw,
    });
    expect(saved.resultData.withdraw).toEqual(withdraw);
    expect(await storedSetting(db(), 'withdraw')).toEqual(withdraw);

    const wagering = await owner.call('/admin/settings/moneyRulesSave', {
      key: 'wagering',
      value: { depositMultiple: 1.5, bonusMultiple: 3 },
    });
    expect(wagering.resultData.wagering).toEqual({ depositMultiple: 1.5, bonusMultiple: 3 });
    expect(
      (
        await owner.call('/admin/settings/moneyRulesSave', {
          key: 'wagering',
          value: { depositMultiple: 101, bonusMultiple: 1 },
        })
      ).msg,
    ).toBe('Invalid value.depositMultiple: must be at most 100');
    // The seeded setting predates the identity gate: its fields were the defaults, not stored.
    const {
      kycSingleAbove: _single,
      kycTotalAbove: _total,
      ...seeded
    } = rules.resultData.withdraw as Record<string, number>;
    expect(await auditOf(db(), 'app_setting')).toMatchObject([
      {
        action: 'settings.withdraw',
        target_id: 'withdraw',
        before: seeded,
        after: withdraw,
      },
      {
        action: 'settings.wagering',
        before: { depositMultiple: 1, bonusMultiple: 1 },
        after: { depositMultiple: 1.5, bonusMultiple: 3 },
      },
    ]);
  });

  it('saves deposit rules whole, refusing what the Deposit page could not use', async () => {
    const { deposit } = (await owner.call('/admin/settings/moneyRules')).resultData;
    const broken = {
      ...deposit,
      rechargeTypeList: [{ ...deposit.rechargeTypeList[0], amountRange: [500, 100] }],
    };
    expect(
      (await owner.call('/admin/settings/moneyRulesSave', { key: 'deposit', value: broken })).msg,
    ).toBe(
      'Invalid value.rechargeTypeList.0.amountRange: the minimum must not be above the maximum',
    );
    const changed = { ...deposit, pendingOrderLimit: 5, orderTtlMinutes: 45 };
    const saved = await owner.call('/admin/settings/moneyRulesSave', {
      key: 'deposit',
      value: changed,
    });
    expect(saved.resultData.deposit).toMatchObject({ pendingOrderLimit: 5, orderTtlMinutes: 45 });
    const [audit] = (await auditOf(db(), 'app_setting', 'deposit')).slice(-1);
    expect(audit).toMatchObject({
      before: { pendingOrderLimit: 3 },
      after: { pendingOrderLimit: 5 },
    });
  });

  it('saves app settings: the Telegram link reaches /u/gconfig; bad links and prefixes are refused', async () => {
    const app = (await owner.call('/admin/settings/app')).resultData;
    expect(app).toMatchObject({ appName: 'Khel', theme: 'green', loginMethods: { guest: true } });
    expect(
      (
        await owner.call('/admin/settings/appSave', {
          ...app,
          links: { ...app.links, telegram_url: 'javascript:alert(1)' },
        })
      ).msg,
    ).toMatch(/^Invalid links.telegram_url: expected an https:\/\/ link/);
    expect(
      (await owner.call('/admin/settings/appSave', { ...app, phoneNumberPrefix: '+44' })).msg,
    ).toBe('Invalid phoneNumberPrefix: must be one of the prefixes offered');
    const next = {
      ...app,
      appName: 'Khel Live',
      links: { ...app.links, telegram_url: 'https://t.me/khel' },
    };
    const saved = await owner.call('/admin/settings/appSave', next);
    expect(saved.resultData).toEqual(next);
    const config = await postApi(t.first.app, '/u/gconfig', commonBody());
    const answer = config.body.resultData as { appName: string; appConfig: string };
    expect(answer.appName).toBe('Khel Live');
    expect(JSON.parse(answer.appConfig)).toMatchObject({ telegram_url: 'https://t.me/khel' });
    const [audit] = await auditOf(db(), 'app_setting', 'app');
    expect(audit).toMatchObject({ before: { appName: 'Khel' }, after: { appName: 'Khel Live' } });
  });

  it('creates, edits and deletes customer-service contacts, each audited', async () => {
    const created = await owner.call('/admin/settings/contactSave', {
      kind: 'WebCS',
      contact: 'https://t.me/KhelHelp',
      minVipLevel: 0,
      sortOrder: 5,
      enabled: true,
    });
    expect(created.state, created.msg).toBe('200');
    const id = created.resultData.id as string;
    expect(
      (
        await owner.call('/admin/settings/contactSave', {
          ...created.resultData,
          contact: 'call me',
        })
      ).msg,
    ).toBe('Invalid contact: expected a phone number such as +919800000000 or an https:// link');
    const edited = await owner.call('/admin/settings/contactSave', {
      ...created.resultData,
      enabled: false,
    });
    expect(edited.resultData.enabled).toBe(false);
    const service = await postApi(t.first.app, '/service/index', commonBody());
    expect(JSON.stringify(service.body)).not.toContain('KhelHelp');
    expect((await owner.call('/admin/settings/contactDelete', { id })).state).toBe('200');
    expect((await owner.call('/admin/settings/contactDelete', { id })).state).toBe('404');
    expect(await auditOf(db(), 'service_contact', id)).toMatchObject([
      { action: 'contact.create', before: null, after: { contact: 'https://t.me/KhelHelp' } },
      { action: 'contact.update', before: { enabled: true }, after: { enabled: false } },
      { action: 'contact.delete', before: { enabled: false }, after: null },
    ]);
    const list = await owner.call('/admin/settings/contacts');
    expect(list.resultData.list).toHaveLength(4);
  });
});
