import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { rollupClosedDays } from '../src/modules/reports';
import { testDatabases } from './helpers/databases';
import { signedInOperator, signedInOwner, type Operator } from './helpers/operators';
import { buildScenario, movableClock, reportsApp, SCENARIO } from './helpers/reports';

const D1 = SCENARIO['2030-03-15'];
const D2 = SCENARIO['2030-03-16'];
const zero = (day: string) => ({
  day,
  deposits: 0,
  depositCount: 0,
  withdrawals: 0,
  withdrawalCount: 0,
  stakes: 0,
  wins: 0,
  ggr: 0,
  betCount: 0,
  bonusCost: 0,
  newPlayers: 0,
  activePlayers: 0,
});

/**
 * The dashboard and reports (src/modules/reports/README.md): figures equal to the scenario's
 * hand-computed sums across the IST midnight of 15/16 March 2030, whether a day is summed from
 * the ledger at read time or from its rollup, and the CSV export.
 */
describe.each(testDatabases())('dashboard and reports on $kind', (target) => {
  // 11:30 on the 16th in IST; the scenario is built while it is still the 15th (17:30 IST), so
  // the rollup job cannot sum the 15th before its rows are in place.
  const clock = movableClock('2030-03-15T12:00:00Z');
  let t: Awaited<ReturnType<typeof reportsApp>>;
  let db: Db;
  let finance: Operator;
  let support: Operator;

  beforeAll(async () => {
    t = await reportsApp(target, clock.now);
    db = t.db;
    await buildScenario(db);
    clock.set('2030-03-16T06:00:00Z');
    const owner = await signedInOwner(t.app, db, clock.now());
    finance = await signedInOperator(owner, 'finance', clock.now());
    support = await signedInOperator(owner, 'support', clock.now());
  });
  afterAll(async () => t?.close());

  it("shows today's and yesterday's figures and 30 days, in IST, to finance; refuses support", async () => {
    const answer = await finance.call('/admin/reports/dashboard');
    expect(answer.state, answer.msg).toBe('200');
    const dash = answer.resultData;
    expect(dash.timezone).toBe('GMT+5:30');
    expect(dash.today).toEqual(D2);
    expect(dash.yesterday).toEqual(D1);
    expect(dash.series).toHaveLength(30);
    expect(dash.series[0]).toEqual(zero('2030-02-15'));
    expect(dash.series.slice(-2)).toEqual([D1, D2]);
    expect(await support.call('/admin/reports/dashboard')).toMatchObject({
      state: '403',
      msg: 'Your role does not allow this',
    });
  });

  it('rolls a closed day up once under concurrent runs, and reads the same figures from it', async () => {
    const runs = await Promise.all([
      rollupClosedDays(db, clock.now()),
      rollupClosedDays(db, clock.now()),
      rollupClosedDays(db, clock.now()),
    ]);
    // The background job may have been first; never twice, never today.
    expect(runs.flat().filter((d) => d === '2030-03-15').length).toBeLessThanOrEqual(1);
    expect(runs.flat()).not.toContain('2030-03-16');
    const days = await queryRows<{ day: string; n: string }>(
      db,
      sql`select to_char(d.day, 'YYYY-MM-DD') as day, count(r.*)::text as n
          from report_days d left join report_daily r on r.day = d.day
          where d.day >= '2030-03-15' group by d.day`,
    );
    expect(days).toEqual([{ day: '2030-03-15', n: expect.stringMatching(/^[1-9]/) }]);
    expect(await rollupClosedDays(db, clock.now())).toEqual([]);
    const daily = await finance.call('/admin/reports/daily', {
      from: '2030-03-15',
      to: '2030-03-16',
      sortBy: 'day',
      sortDesc: false,
    });
    expect(daily.resultData.list).toEqual([D1, D2]);

    // The same from the ledger alone (the rollup's rows set aside).
    await db.execute(sql`delete from report_daily where day = '2030-03-15'`);
    await db.execute(sql`delete from report_days where day = '2030-03-15'`);
    const again = await finance.call('/admin/reports/dashboard');
    expect(again.resultData.series.slice(-2)).toEqual([D1, D2]);
    await rollupClosedDays(db, clock.now());
  });

  it("summarizes the ledger's created_at index itself: autovacuum is not asked (migration 0073)", async () => {
    const [index] = await queryRows<{ options: string[] }>(
      db,
      sql`select reloptions as options from pg_class where relname = 'ledger_entries_created'`,
    );
    expect(index!.options).toContain('autosummarize=off');
    await rollupClosedDays(db, clock.now());
    // every range the ledger filled is summarized by the run: none is left for another call
    const [left] = await queryRows<{ n: number }>(
      db,
      sql`select brin_summarize_new_values('ledger_entries_created') as n`,
    );
    expect(left!.n).toBe(0);
  });

  it("counts days in the operator's timezone; a day rolled up in another is read live", async () => {
    // In UTC every move of the scenario (18:10 to 20:40 UTC on the 15th) is on the 15th.
    await db.execute(sql`update app_settings set value = '"+00:00"'::jsonb where key = 'timezone'`);
    try {
      const answer = await finance.call('/admin/reports/daily', {
        from: '2030-03-15',
        to: '2030-03-16',
        sortBy: 'day',
        sortDesc: false,
      });
      expect(answer.resultData.list).toEqual([
        {
          ...D2,
          day: '2030-03-15',
          deposits: 1500,
          depositCount: 2,
          stakes: 450,
          wins: 410,
          ggr: 40,
          betCount: 4,
          bonusCost: 90,
          newPlayers: 2,
        },
        zero('2030-03-16'),
      ]);
      const dash = await finance.call('/admin/reports/dashboard');
      expect(dash.resultData.timezone).toBe('GMT');
    } finally {
      await db.execute(
        sql`update app_settings set value = '"+05:30"'::jsonb where key = 'timezone'`,
      );
    }
  });

  it('pages and sorts the daily report, with the range totals', async () => {
    const range = { from: '2030-03-10', to: '2030-03-16' };
    const first = await finance.call('/admin/reports/daily', {
      ...range,
      sortBy: 'ggr',
      sortDesc: true,
      pageSize: 2,
    });
    expect(first.state, first.msg).toBe('200');
    expect(first.resultData.total).toBe(7);
    expect(first.resultData.timezone).toBe('GMT+5:30');
    expect(first.resultData.list).toEqual([D2, zero('2030-03-14')]);
    expect(first.resultData.totals).toEqual({
      deposits: 1500,
      depositCount: 2,
      withdrawals: 400,
      withdrawalCount: 1,
      stakes: 450,
      wins: 410,
      ggr: 40,
      betCount: 4,
      bonusCost: 90,
      newPlayers: 2,
    });
    const last = await finance.call('/admin/reports/daily', { ...range, page: 4, pageSize: 2 });
    expect(last.resultData.list).toEqual([zero('2030-03-10')]);
    // Days after today have nothing yet.
    const future = await finance.call('/admin/reports/daily', {
      from: '2030-03-16',
      to: '2030-03-18',
    });
    expect(future.resultData.list.map((d: { ggr: number }) => d.ggr)).toEqual([0, 0, 190]);
  });

  it('refuses a bad range with a sentence', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ from: '2030-03-16', to: '2030-03-15' }, /the end is before the start/],
      [{ from: '2030-02-30', to: '2030-03-15' }, /expected a date YYYY-MM-DD/],
      [{ from: '2028-01-01', to: '2030-03-15' }, /at most 366 days/],
      [{ from: '2030-03-01' }, /to/],
    ];
    for (const [body, msg] of cases) {
      const answer = await finance.call('/admin/reports/daily', body);
      expect(answer.state).toBe('400');
      expect(answer.msg).toMatch(msg);
    }
    const bad = await finance.call('/admin/reports/export', { ...cases[0]![0], report: 'daily' });
    expect(bad.state).toBe('400');
  });

  it('sums the bonus cost per campaign (reward sources without their per-grant part)', async () => {
    const answer = await finance.call('/admin/reports/campaigns', {
      from: '2030-03-15',
      to: '2030-03-16',
    });
    expect(answer.state, answer.msg).toBe('200');
    expect(answer.resultData).toEqual({
      list: [
        { campaign: 'deposit_bonus', kind: 'deposit_bonus', label: null, bonusCost: 50, count: 1 },
        { campaign: 'wheel', kind: 'wheel', label: null, bonusCost: 25, count: 1 },
        { campaign: 'vip:rebate', kind: 'vip_rebate', label: null, bonusCost: 15, count: 2 },
      ],
      total: 3,
      totalBonusCost: 90,
    });
    const today = await finance.call('/admin/reports/campaigns', {
      from: '2030-03-16',
      to: '2030-03-16',
      sortBy: 'campaign',
      sortDesc: false,
    });
    expect(today.resultData.list.map((c: { campaign: string }) => c.campaign)).toEqual([
      'deposit_bonus',
      'vip:rebate',
    ]);
  });

  it('exports each report as CSV in the envelope, and audits the export', async () => {
    const daily = await finance.call('/admin/reports/export', {
      report: 'daily',
      from: '2030-03-15',
      to: '2030-03-16',
    });
    expect(daily.state, daily.msg).toBe('200');
    expect(daily.resultData).toEqual({
      filename: 'khel-daily-2030-03-15-to-2030-03-16.csv',
      contentType: 'text/csv',
      rows: 2,
      csv:
        'day,deposits,deposit_count,withdrawals,withdrawal_count,stakes,wins,ggr,bet_count,' +
        'bonus_cost,new_players,active_players\r\n' +
        '2030-03-15,1000,1,0,0,200,350,-150,1,25,1,1\r\n' +
        '2030-03-16,500,1,400,1,250,60,190,3,65,1,2\r\n',
    });
    const campaigns = await finance.call('/admin/reports/export', {
      report: 'campaigns',
      from: '2030-03-15',
      to: '2030-03-16',
    });
    expect(campaigns.resultData.csv).toBe(
      'campaign,kind,label,bonus_cost,count\r\n' +
        'deposit_bonus,deposit_bonus,,50,1\r\nwheel,wheel,,25,1\r\nvip:rebate,vip_rebate,,15,2\r\n',
    );
    const audit = await queryRows<{ action: string; target_id: string; after: unknown }>(
      db,
      sql`select action, target_id, after from audit_log where action = 'report.export' order by id`,
    );
    expect(audit).toEqual([
      {
        action: 'report.export',
        target_id: 'daily',
        after: { from: '2030-03-15', to: '2030-03-16', rows: 2 },
      },
      {
        action: 'report.export',
        target_id: 'campaigns',
        after: { from: '2030-03-15', to: '2030-03-16', rows: 3 },
      },
    ]);
    expect(
      await support.call('/admin/reports/export', {
        report: 'daily',
        from: '2030-03-15',
        to: '2030-03-16',
      }),
    ).toMatchObject({ state: '403' });
  });
});
