import { phrase } from '@khel/contract/messages';
import { rupeesText } from '@khel/contract/money';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import { at, recordEvent } from './store';

export const EXCLUDED_MESSAGE =
  'You are on a time-out or self-exclusion: this is not available until it ends';

/** Whether the player is under a time-out or self-exclusion at `now` (migration 0054). */
export async function isExcluded(db: Db, playerId: number, now: Date): Promise<boolean> {
  const [row] = await queryRows<{ excluded: boolean }>(
    db,
    sql`select protection_excluded(${playerId}, ${at(now)}) as excluded`,
  );
  return row?.excluded === true;
}

/**
 * Refuses (403) what an excluded player may not do: deposits, game launch, promotions. Where
 * money moves the same check runs again inside the moving transaction (the deposit credit, the
 * reward claim's update, the provider functions), so this is the clear message, not the guard.
 */
export async function assertNotExcluded(db: Db, playerId: number, now: Date) {
  if (await isExcluded(db, playerId, now)) throw new AppError('forbidden', EXCLUDED_MESSAGE);
}

export type DepositPeriod = 'day' | 'week' | 'month';

/** The refusal of each period's limit: one whole sentence each, for its translations. */
const LIMIT_PASSED: Record<DepositPeriod, string> = {
  day: 'This deposit would pass your daily deposit limit of Rs {limit} (Rs {left} left)',
  week: 'This deposit would pass your weekly deposit limit of Rs {limit} (Rs {left} left)',
  month: 'This deposit would pass your monthly deposit limit of Rs {limit} (Rs {left} left)',
};

export interface DepositUsage {
  period: DepositPeriod;
  limitPaise: bigint | null;
  usedPaise: bigint;
}

/**
 * The player's deposits counted against each period's limit at `now` (credited in the period,
 * plus every open order; `skipOrderId` left out), with the limits in force. One statement.
 */
export async function depositUsage(
  db: Db,
  playerId: number,
  now: Date,
  skipOrderId: bigint | null = null,
): Promise<DepositUsage[]> {
  const skip = skipOrderId === null ? null : String(skipOrderId);
  const [row] = await queryRows<Record<string, string | null>>(
    db,
    sql`select p.deposit_day_paise::text as day_limit, p.deposit_week_paise::text as week_limit,
          p.deposit_month_paise::text as month_limit,
          protection_deposits_since(${playerId}, protection_period_start('day', ${at(now)}),
            ${skip}::bigint)::text as day_used,
          protection_deposits_since(${playerId}, protection_period_start('week', ${at(now)}),
            ${skip}::bigint)::text as week_used,
          protection_deposits_since(${playerId}, protection_period_start('month', ${at(now)}),
            ${skip}::bigint)::text as month_used
        from (select 1) one
        left join protection_settings p on p.player_id = ${playerId}`,
  );
  return (['day', 'week', 'month'] as const).map((period) => {
    const limit = row?.[`${period}_limit`];
    return {
      period,
      limitPaise: limit === null || limit === undefined ? null : BigInt(limit),
      usedPaise: BigInt(row?.[`${period}_used`] ?? '0'),
    };
  });
}

/** The first period whose limit `amountPaise` more would pass (reaching it exactly is allowed). */
export function passedLimit(usage: DepositUsage[], amountPaise: bigint) {
  return (
    usage.find((u) => u.limitPaise !== null && u.usedPaise + amountPaise > u.limitPaise) ?? null
  );
}

export const depositLimitMessage = (passed: DepositUsage) => {
  const left = passed.limitPaise! > passed.usedPaise ? passed.limitPaise! - passed.usedPaise : 0n;
  return phrase(LIMIT_PASSED[passed.period], {
    limit: rupeesText(passed.limitPaise!),
    left: rupeesText(left),
  });
};

/**
 * The protection check of a deposit, inside the transaction that writes it and under the
 * player's row lock (deposits: order creation, and the credit, where `orderId` is the order
 * being credited, left out of the open orders), so concurrent deposits are counted one after the
 * other and cannot pass a limit together. Answers why it is refused: the player is excluded, or
 * the amount would pass a deposit limit (reaching it exactly is allowed); null when it may go.
 */
export async function depositRefusal(
  tx: Db,
  options: { playerId: number; amountPaise: bigint; now: Date; orderId?: bigint },
): Promise<{ excluded: true } | { passed: DepositUsage } | null> {
  // One primary-key read decides for most players: no exclusion and no deposit limit.
  const [row] = await queryRows<{ excluded: boolean; limited: boolean }>(
    tx,
    sql`select ${screen(sql`${options.playerId}::bigint`, at(options.now))}`,
  );
  if (row?.excluded) return { excluded: true };
  if (!row?.limited) return null;
  const passed = passedLimit(
    await depositUsage(tx, options.playerId, options.now, options.orderId ?? null),
    options.amountPaise,
  );
  return passed ? { passed } : null;
}

/**
 * depositRefusal's first read for the deposits of a batch, in one statement: answers, in order,
 * whether each may be refused — its player excluded at its instant, or with a deposit limit —
 * and so needs depositRefusal itself; a deposit answered false is never refused.
 */
export async function depositsToCheck(
  tx: Db,
  deposits: { playerId: number; now: Date }[],
): Promise<boolean[]> {
  if (deposits.length === 0) return [];
  const rows = await queryRows<{ i: number; excluded: boolean; limited: boolean }>(
    tx,
    sql`select d.i, ${screen(sql`d.player_id`, sql`d.at`)}
        from jsonb_to_recordset(${JSON.stringify(
          deposits.map((d, i) => ({ i, player_id: d.playerId, at: d.now.toISOString() })),
        )}::jsonb) as d(i int, player_id bigint, at timestamptz)`,
  );
  const byIndex = new Map(rows.map((r) => [Number(r.i), r.excluded || r.limited]));
  return deposits.map((_, i) => byIndex.get(i) ?? true);
}

/** Whether player `player` is excluded at `when`, and whether they set a deposit limit. */
const screen = (player: SQL, when: SQL) =>
  sql`protection_excluded(${player}, ${when}) as excluded,
      exists (select 1 from protection_settings
              where player_id = ${player}
                and coalesce(deposit_day_paise, deposit_week_paise, deposit_month_paise)
                    is not null) as limited`;

/** Records a refusal at a limit (its own statement: the refused work was rolled back). */
export function recordLimitRefusal(
  db: Db,
  options: {
    playerId: number;
    limit: string;
    path: 'deposit' | 'deposit_credit';
    amountPaise: bigint;
    now: Date;
    orderNo?: string;
  },
) {
  return recordEvent(db, {
    playerId: options.playerId,
    kind: 'limit.refused',
    detail: {
      limit: options.limit,
      path: options.path,
      amountPaise: String(options.amountPaise),
      ...(options.orderNo ? { orderNo: options.orderNo } : {}),
    },
    actor: 'system',
    at: options.now,
  });
}

export const DEPOSIT_LIMIT_NAMES: Record<DepositPeriod, string> = {
  day: 'depositDay',
  week: 'depositWeek',
  month: 'depositMonth',
};
