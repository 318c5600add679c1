import type {
  CAMPAIGN_REPORT_SORT,
  DAILY_REPORT_SORT,
  TCampaignFigures,
  TDayFigures,
} from '@khel/contract/admin-reports';
import { addDays, dayStart, localDay, offsetMinutes, zoneLabel } from '@khel/contract/dates';
import { toRupees } from '@khel/contract/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { readTimezone } from '../app-config';
import { figuresOf, type MetricRow } from './figures';

/** The days of a range, both included, oldest first. */
function daysOf(from: string, to: string) {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * Every metric row of the days [from, to] (README.md "Reading"): rolled-up days from report_daily,
 * the others (today, days not reached yet, or counted in another UTC offset) summed from the
 * ledger, one query per run of consecutive such days. Days after today have nothing.
 */
export async function metricRows(
  db: Db,
  range: { from: string; to: string; now: Date },
): Promise<{ rows: MetricRow[]; offset: number }> {
  const offset = offsetMinutes(await readTimezone(db));
  const today = localDay(offset, range.now);
  const to = range.to < today ? range.to : today;
  if (range.from > to) return { rows: [], offset };
  const rolled = new Set(
    (
      await queryRows<{ day: string }>(
        db,
        sql`select to_char(day, 'YYYY-MM-DD') as day from report_days
            where day between ${range.from}::date and ${to}::date
              and utc_offset_minutes = ${offset}`,
      )
    ).map((r) => r.day),
  );
  const rows: MetricRow[] = [];
  if (rolled.size > 0) {
    rows.push(
      ...(await queryRows<MetricRow>(
        db,
        sql`select to_char(d.day, 'YYYY-MM-DD') as day, d.metric, d.campaign, d.kind,
              d.amount_paise::text as amount_paise, d.count::text as count
            from report_daily d join report_days r on r.day = d.day
            where d.day between ${range.from}::date and ${to}::date
              and r.utc_offset_minutes = ${offset}`,
      )),
    );
  }
  // Runs of consecutive days not rolled up, each summed from the ledger in one pass.
  let start: string | null = null;
  for (const day of [...daysOf(range.from, to), null]) {
    if (day !== null && !rolled.has(day)) {
      start ??= day;
      continue;
    }
    if (start !== null) {
      const last = day === null ? to : addDays(day, -1);
      rows.push(
        ...(await figuresOf(db, {
          from: dayStart(start, offset),
          to: dayStart(addDays(last, 1), offset),
          offsetMinutes: offset,
        })),
      );
      start = null;
    }
  }
  return { rows, offset };
}

interface DayTotals {
  deposit: bigint;
  depositCount: number;
  withdrawal: bigint;
  withdrawalCount: number;
  stake: bigint;
  betCount: number;
  win: bigint;
  bonus: bigint;
  newPlayers: number;
  activePlayers: number;
}

const emptyTotals = (): DayTotals => ({
  deposit: 0n,
  depositCount: 0,
  withdrawal: 0n,
  withdrawalCount: 0,
  stake: 0n,
  betCount: 0,
  win: 0n,
  bonus: 0n,
  newPlayers: 0,
  activePlayers: 0,
});

function add(totals: DayTotals, row: MetricRow) {
  const amount = BigInt(row.amount_paise);
  const count = Number(row.count);
  switch (row.metric) {
    case 'deposit':
      totals.deposit += amount;
      totals.depositCount += count;
      break;
    case 'withdrawal':
      totals.withdrawal += amount;
      totals.withdrawalCount += count;
      break;
    case 'stake':
      totals.stake += amount;
      totals.betCount += count;
      break;
    case 'win':
      totals.win += amount;
      break;
    case 'bonus':
      totals.bonus += amount;
      break;
    case 'new_players':
      totals.newPlayers += count;
      break;
    case 'active_players':
      totals.activePlayers += count;
      break;
  }
}

const figuresOfTotals = (totals: DayTotals) => ({
  deposits: toRupees(totals.deposit),
  depositCount: totals.depositCount,
  withdrawals: toRupees(totals.withdrawal),
  withdrawalCount: totals.withdrawalCount,
  stakes: toRupees(totals.stake),
  wins: toRupees(totals.win),
  ggr: toRupees(totals.stake - totals.win),
  betCount: totals.betCount,
  bonusCost: toRupees(totals.bonus),
  newPlayers: totals.newPlayers,
  activePlayers: totals.activePlayers,
});

/** The figures of every day of [from, to] (zeros where nothing happened), oldest first. */
export async function dailyFigures(db: Db, range: { from: string; to: string; now: Date }) {
  const { rows, offset } = await metricRows(db, range);
  const byDay = new Map(daysOf(range.from, range.to).map((day) => [day, emptyTotals()]));
  const all = emptyTotals();
  for (const row of rows) {
    const totals = byDay.get(row.day);
    if (!totals) continue;
    add(totals, row);
    add(all, row);
  }
  const days: TDayFigures[] = [...byDay].map(([day, totals]) => ({
    day,
    ...figuresOfTotals(totals),
  }));
  const { activePlayers: _, ...totals } = figuresOfTotals(all);
  return { days, totals, offset };
}

/** The dashboard: today, yesterday and the 30 days ending today. */
export async function dashboard(db: Db, now: Date) {
  const offset = offsetMinutes(await readTimezone(db));
  const today = localDay(offset, now);
  const { days } = await dailyFigures(db, { from: addDays(today, -29), to: today, now });
  return {
    timezone: zoneLabel(offset),
    today: days[days.length - 1]!,
    yesterday: days[days.length - 2]!,
    series: days,
    asOf: now.toISOString(),
  };
}

type Sorted<K extends string> = { sortBy?: K; sortDesc: boolean };

function compare<T>(key: (row: T) => number | string, desc: boolean) {
  return (a: T, b: T) => {
    const x = key(a);
    const y = key(b);
    const order = x < y ? -1 : x > y ? 1 : 0;
    return desc ? -order : order;
  };
}

/** A page of the rows (already few: a day or a campaign each), sorted with a stable tiebreak. */
function pageOfRows<T>(
  rows: T[],
  page: { page: number; pageSize: number },
  sort: (a: T, b: T) => number,
) {
  const sorted = [...rows].sort(sort);
  const start = (page.page - 1) * page.pageSize;
  return { list: sorted.slice(start, start + page.pageSize), total: rows.length };
}

export async function dailyReport(
  db: Db,
  input: { from: string; to: string; page: number; pageSize: number } & Sorted<
    (typeof DAILY_REPORT_SORT)[number]
  >,
  now: Date,
) {
  const { days, totals, offset } = await dailyFigures(db, { ...input, now });
  const sortBy = input.sortBy ?? 'day';
  const byKey = compare<TDayFigures>((d) => d[sortBy], input.sortDesc);
  const page = pageOfRows(days, input, (a, b) => byKey(a, b) || (a.day < b.day ? 1 : -1));
  return { ...page, totals, timezone: zoneLabel(offset) };
}

/** Bonus cost per campaign over the days [from, to], biggest first. */
export async function campaignFigures(db: Db, range: { from: string; to: string; now: Date }) {
  const { rows } = await metricRows(db, range);
  const byCampaign = new Map<string, { kind: string; cost: bigint; count: number }>();
  for (const row of rows) {
    if (row.metric !== 'bonus') continue;
    const entry = byCampaign.get(row.campaign) ?? { kind: row.kind, cost: 0n, count: 0 };
    entry.cost += BigInt(row.amount_paise);
    entry.count += Number(row.count);
    byCampaign.set(row.campaign, entry);
  }
  const codes = await promoCodeLabels(db, [...byCampaign.keys()]);
  const list: TCampaignFigures[] = [...byCampaign].map(([campaign, entry]) => ({
    campaign,
    kind: entry.kind,
    label: codes.get(campaign) ?? null,
    bonusCost: toRupees(entry.cost),
    count: entry.count,
  }));
  const total = [...byCampaign.values()].reduce((sum, e) => sum + e.cost, 0n);
  list.sort(compare((c) => c.bonusCost, true));
  return { list, totalBonusCost: toRupees(total) };
}

/** The code of each 'promo-code:<id>' campaign. */
async function promoCodeLabels(db: Db, campaigns: string[]) {
  const ids = campaigns
    .filter((c) => /^promo-code:\d+$/.test(c))
    .map((c) => c.slice('promo-code:'.length));
  if (ids.length === 0) return new Map<string, string>();
  const rows = await queryRows<{ id: string; code: string }>(
    db,
    sql`select id::text as id, code from promo_codes where id = any(${`{${ids.join(',')}}`}::bigint[])`,
  );
  return new Map(rows.map((r) => [`promo-code:${r.id}`, r.code]));
}

export async function campaignReport(
  db: Db,
  input: { from: string; to: string; page: number; pageSize: number } & Sorted<
    (typeof CAMPAIGN_REPORT_SORT)[number]
  >,
  now: Date,
) {
  const { list, totalBonusCost } = await campaignFigures(db, { ...input, now });
  const sortBy = input.sortBy ?? 'bonusCost';
  const byKey = compare<TCampaignFigures>((c) => c[sortBy], input.sortDesc);
  const page = pageOfRows(list, input, (a, b) => byKey(a, b) || (a.campaign < b.campaign ? -1 : 1));
  return { ...page, totalBonusCost };
}
