import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/** The metrics a day is summed into (report_daily.metric). */
export const METRICS = [
  'deposit',
  'withdrawal',
  'stake',
  'win',
  'bonus',
  'new_players',
  'active_players',
] as const;
export type Metric = (typeof METRICS)[number];

/** One metric of one day (and, for bonus, one campaign). */
export interface MetricRow {
  day: string;
  metric: Metric;
  campaign: string;
  kind: string;
  amount_paise: string;
  count: string;
}

const instant = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The campaign of a reward: its source less the per-grant part after the last ':'
 * ('deposit_gift:<orderNo>' → 'deposit_gift', 'vip:rebate:2026-11-23' → 'vip:rebate',
 * 'ranking:daily:2026-11-01' → 'ranking:daily', 'wheel:<spin>' → 'wheel'); a promo code's source
 * ('promo-code:<id>') is its campaign whole; 'first_deposit' and 'signup_bonus' as they are.
 */
export const campaignOf = (source: SQL) =>
  sql`case when ${source} like 'promo-code:%' then ${source}
      else regexp_replace(${source}, ':[^:]*$', '') end`;

/**
 * Every metric of the platform days of [from, to), straight from the ledger (docs/architecture.md
 * §3): the house side of each move says what it was, so one pass over the house entries of the
 * range answers all of them.
 *
 * - deposit: a `deposit` transaction's gateway leg (what the wallet was credited);
 * - withdrawal: a `withdrawal_settle` transaction's in-flight leg (the order's amount, fee
 *   included), on the day it was paid out;
 * - stake: `game_bet` legs on a game account, less `game_rollback` legs (count: bets);
 * - win: `game_win` legs on a game account;
 * - bonus: legs of bonus expense, per campaign: a reward's transaction (one reward, or a job's
 *   batch of many) through its rewards' sources, any other (a deposit's own bonus) by its kind;
 * - active_players: distinct players with a bet; new_players: accounts registered.
 *
 * `offsetMinutes` is the platform zone (days are its calendar days). `from`/`to` are instants,
 * normally whole days' bounds.
 */
export function figuresOf(
  db: Db,
  range: { from: Date; to: Date; offsetMinutes: number },
): Promise<MetricRow[]> {
  const offset = sql`make_interval(mins => ${range.offsetMinutes}::int)`;
  const localDay = (column: SQL) =>
    sql`to_char((${column} at time zone 'UTC') + ${offset}, 'YYYY-MM-DD')`;
  return queryRows<MetricRow>(
    db,
    // The range's entries first (the created_at BRIN index), then their accounts and transactions:
    // left to itself the planner may walk a house account's every entry instead.
    sql`with r as materialized (
          select e.created_at, e.amount_paise, e.transaction_id, e.account_id
          from ledger_entries e
          where e.created_at >= ${instant(range.from)} and e.created_at < ${instant(range.to)}),
        e as materialized (
          select ${localDay(sql`r.created_at`)} as day, r.amount_paise, r.transaction_id,
            a.code, t.kind, t.player_id
          from r
          join ledger_accounts a on a.id = r.account_id and a.kind = 'house'
          join ledger_transactions t on t.id = r.transaction_id),
        game as (select * from e where code like 'house:game:%'),
        bonus as (select * from e where code = 'house:bonus-expense')
        select day, 'deposit' as metric, '' as campaign, '' as kind,
          (-sum(amount_paise))::text as amount_paise, count(*)::text as count
        from e where kind = 'deposit' and code like 'house:gateway:%' group by day
        union all
        select day, 'withdrawal', '', '', (-sum(amount_paise))::text, count(*)::text
        from e where kind = 'withdrawal_settle' and code = 'house:withdrawals-in-flight'
        group by day
        union all
        select day, 'stake', '', '', sum(amount_paise)::text,
          count(*) filter (where kind = 'game_bet')::text
        from game where kind in ('game_bet', 'game_rollback') group by day
        union all
        select day, 'win', '', '', (-sum(amount_paise))::text, count(*)::text
        from game where kind = 'game_win' group by day
        union all
        select day, 'active_players', '', '', '0', count(distinct player_id)::text
        from game where kind = 'game_bet' group by day
        union all
        select b.day, 'bonus', ${campaignOf(sql`r.source`)}, r.kind,
          sum(r.amount_paise)::text, count(*)::text
        from bonus b join rewards r on r.ledger_transaction_id = b.transaction_id
        group by 1, 2, 3, 4
        union all
        select b.day, 'bonus', b.kind, b.kind, (-sum(b.amount_paise))::text, count(*)::text
        from bonus b
        where not exists (select 1 from rewards r where r.ledger_transaction_id = b.transaction_id)
        group by 1, 2, 3, 4
        union all
        select ${localDay(sql`p.created_at`)}, 'new_players', '', '', '0', count(*)::text
        from players p
        where p.created_at >= ${instant(range.from)} and p.created_at < ${instant(range.to)}
        group by 1`,
  );
}
