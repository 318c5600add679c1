import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { closeRankingPeriod, periodOfDay } from '../src/modules/rankings';
import { createAccountDirectory } from '../src/modules/wallet/accounts';
import { ACCOUNT_ENV } from './helpers/accounts';
import { testDatabases } from './helpers/databases';
import { expectLedgerClean } from './helpers/deposits';
import { createInstances, type Instances } from './helpers/instances';
import { signedInOperator, signedInOwner, type Operator } from './helpers/operators';
import { auditOf, ok, phonePlayer, playerCall } from './helpers/promotions-admin';

/**
 * The back office's check-in, wheel, ranking awards and referral rules
 * (PROMOTIONS_ADMIN_ENDPOINTS): each read with what it has cost so far, replaced whole with the
 * contract's schema, audited with before and after; held invitees decided once under races.
 */
describe.each(testDatabases())('rewards in the back office on $kind', (target) => {
  let t: Instances;
  let marketing: Operator;
  const db = () => t.first.database.db;
  const app = () => t.first.app;

  beforeAll(async () => {
    t = await createInstances(target, { ...ACCOUNT_ENV, WHEEL_SPIN_COST_CEILING: '5' });
    const owner = await signedInOwner(app(), db());
    marketing = await signedInOperator(owner, 'marketing');
  });
  afterAll(async () => t?.close());

  it('replaces the check-in cycle (audited) and shows what check-ins have paid', async () => {
    const before = ok(await marketing.call('/admin/promotions/checkin/get'));
    expect(before.settings.rewards).toHaveLength(7);
    expect(
      await marketing.call('/admin/promotions/checkin/set', { rewards: [1, 2, 3] }),
    ).toMatchObject({ state: '400', msg: 'Invalid rewards: give 7 daily rewards' });
    const settings = { rewards: [4, 2, 3, 5, 8, 12, 20], condition: 'none' };
    const saved = ok(await marketing.call('/admin/promotions/checkin/set', settings));
    expect(saved.settings).toMatchObject(settings);
    expect(await auditOf(db(), 'setting', 'checkin')).toMatchObject([
      {
        action: 'checkin.update',
        before: { rewards: before.settings.rewards },
        after: { rewards: settings.rewards },
      },
    ]);
    const player = await phonePlayer(db());
    expect((await playerCall(app(), '/activity/signin/checkIn', player)).state).toBe('200');
    const after = ok(await marketing.call('/admin/promotions/checkin/get'));
    expect(after.cost).toMatchObject({
      paid: before.cost.paid + 4,
      paidCount: before.cost.paidCount + 1,
    });
    expect(after.days[0]).toMatchObject({ paid: expect.any(Number), paidCount: 1 });
    await expectLedgerClean(db());
  });

  it('replaces the wheel (audited), refuses one above the ceiling, and shows its cost', async () => {
    const before = ok(await marketing.call('/admin/promotions/wheel/get'));
    expect(before).toMatchObject({ costCeiling: 5, expectedCostPerSpin: 2.8 });
    const expensive = {
      prizes: [
        { amount: 12, weight: 1 },
        { amount: 0, weight: 1 },
      ],
    };
    expect(await marketing.call('/admin/promotions/wheel/set', expensive)).toMatchObject({
      state: '400',
      msg: 'The expected cost per spin, Rs 6.00, exceeds the ceiling of Rs 5.00',
    });
    expect(await auditOf(db(), 'setting', 'wheel')).toEqual([]);
    // One slot that always pays Rs 3: a spin's cost is known.
    const sure = {
      prizes: [
        { amount: 3, weight: 1 },
        { amount: 0, weight: 0 },
      ],
      freeDailySpins: 1,
    };
    const saved = ok(await marketing.call('/admin/promotions/wheel/set', sure));
    expect(saved).toMatchObject({ expectedCostPerSpin: 3, settings: { freeDailySpins: 1 } });
    expect(await auditOf(db(), 'setting', 'wheel')).toMatchObject([
      { action: 'wheel.update', before: before.settings, after: sure },
    ]);
    const player = await phonePlayer(db());
    expect((await playerCall(app(), '/activity/wheel/spin', player)).state).toBe('200');
    expect(ok(await marketing.call('/admin/promotions/wheel/get')).cost).toMatchObject({
      paid: before.cost.paid + 3,
      paidCount: before.cost.paidCount + 1,
    });
    await expectLedgerClean(db());
  });

  it('replaces ranking awards (audited) and shows what each closed period paid', async () => {
    expect(
      await marketing.call('/admin/promotions/rankings/set', {
        period: 'daily',
        awards: [
          { rank: 1, amount: 10 },
          { rank: 3, amount: 5 },
        ],
      }),
    ).toMatchObject({
      state: '400',
      msg: 'Invalid awards: ranks must run from 1 without gaps or repeats',
    });
    const before = ok(await marketing.call('/admin/promotions/rankings/get'));
    const awards = [
      { rank: 1, amount: 700 },
      { rank: 2, amount: 300 },
    ];
    const saved = ok(
      await marketing.call('/admin/promotions/rankings/set', { period: 'daily', awards }),
    );
    expect(saved.awards.daily).toEqual(awards);
    expect(await auditOf(db(), 'rankingAwards', 'daily')).toMatchObject([
      { action: 'rankingAwards.update', before: before.awards.daily, after: awards },
    ]);
    // A closed day with two ranked players pays both awards.
    const [a, b] = [await phonePlayer(db()), await phonePlayer(db())];
    const period = periodOfDay('daily', '2026-01-05');
    for (const [player, total] of [
      [a, 50_000],
      [b, 20_000],
    ] as const)
      await db().execute(
        sql`insert into ranking_totals (period_kind, period_start, player_id, total_paise, reached_at)
            values ('daily', ${period.start}::date, ${player.id}, ${total * 100}, now())`,
      );
    await closeRankingPeriod(
      { db: db(), accounts: createAccountDirectory(db()), offset: async () => 330 },
      period,
      new Date(),
    );
    const view = ok(await marketing.call('/admin/promotions/rankings/get'));
    expect(view.cost.daily).toMatchObject({
      paid: before.cost.daily.paid + 1000,
      paidCount: before.cost.daily.paidCount + 2,
    });
    expect(view.periods).toContainEqual({
      kind: 'daily',
      start: period.start,
      winners: 2,
      paid: 1000,
    });
    await expectLedgerClean(db());
  });

  it('replaces the referral rules (audited) with the same checks as the server', async () => {
    const before = ok(await marketing.call('/admin/promotions/referral/get'));
    expect(before).toMatchObject({ cost: { paid: 0 }, invitees: { held: 0 } });
    expect(
      await marketing.call('/admin/promotions/referral/set', { ...before.settings, burstCount: 1 }),
    ).toMatchObject({ state: '400', msg: expect.stringMatching(/^Invalid burstCount/) });
    expect(
      await marketing.call('/admin/promotions/referral/set', {
        ...before.settings,
        rewardPerPair: 10.555,
      }),
    ).toMatchObject({ state: '400', msg: expect.stringMatching(/^Invalid rewardPerPair/) });
    const settings = { ...before.settings, rewardPerPair: 200 };
    expect(ok(await marketing.call('/admin/promotions/referral/set', settings)).settings).toEqual(
      settings,
    );
    expect(await auditOf(db(), 'setting', 'referral')).toMatchObject([
      { action: 'referral.settings', before: before.settings, after: settings },
    ]);
  });

  it('decides a held invitee once when pass and reject race, with one audit row', async () => {
    const referrer = await phonePlayer(db());
    const held = await Promise.all([phonePlayer(db()), phonePlayer(db())]);
    for (const invitee of held)
      await db().execute(
        sql`insert into referral_invitees (invitee_id, referrer_id, registered_at, register_ip,
              device_number, review, hold_reasons)
            values (${invitee.id}, ${referrer.id}, now(), '10.0.0.9', 'device-1', 'held',
              ${'{same_device}'}::text[])`,
      );
    const queue = ok(
      await marketing.call('/admin/promotions/referral/invitees', { review: 'held' }),
    );
    expect(queue.total).toBe(2);
    expect(queue.list[0]).toMatchObject({
      referrerId: String(referrer.id),
      holdReasons: ['same_device'],
      registerIp: '10.0.0.9',
    });
    const target = String(held[0]!.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        marketing.call('/admin/promotions/referral/decide', {
          inviteeId: target,
          decision: i % 2 === 0 ? 'pass' : 'reject',
          note: `race ${i}`,
        }),
      ),
    );
    const won = answers.filter((x) => x.state === '200');
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((x) => x.state !== '200'))
      expect(lost).toMatchObject({ state: '409', msg: 'This invitee is not under review' });
    const audit = await auditOf(db(), 'invitee', target);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: `referral.${won[0]!.resultData.review === 'passed' ? 'pass' : 'reject'}`,
      before: { review: 'held' },
      after: { review: won[0]!.resultData.review },
    });
    expect(
      await marketing.call('/admin/promotions/referral/decide', {
        inviteeId: '999999999',
        decision: 'pass',
      }),
    ).toMatchObject({ state: '404', msg: 'No such invitee' });
    const [left] = await queryRows<{ n: string }>(
      db(),
      sql`select count(*)::text as n from referral_invitees where review = 'held'`,
    );
    expect(left!.n).toBe('1');
    expect(ok(await marketing.call('/admin/promotions/referral/get')).invitees).toMatchObject({
      held: 1,
      total: 2,
    });
  });
});
