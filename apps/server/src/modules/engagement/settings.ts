import { CHECKIN_CONDITIONS, CHECKIN_CYCLE_DAYS } from '@khel/contract';
import { formatPaise, paiseOf } from '@khel/contract/money';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { readSetting } from '../app-config';

/** Rupees with at most two decimals, from 0 to `max`. */
const rupees = (max: number) =>
  z
    .number()
    .min(0, 'must be 0 or more')
    .max(max, `must be at most ${max}`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most 2 decimals');

/** The largest reward of one check-in day or one wheel slot, rupees. */
export const MAX_PRIZE_RUPEES = 100_000;
/** Total weight of a wheel: the draw is floor(f × total) with f of 2³² steps, so bias stays < 0.03 %. */
export const MAX_WHEEL_WEIGHT = 1_000_000;

/**
 * The operator's check-in (app_settings `checkin`): the reward of each day of the 7-day cycle
 * and what makes a day count. A deposit condition counts any successful deposit of at least
 * `minDeposit` (any deposit when 0); a bet condition valid bets settled that day.
 */
export const ZCheckinSettings = z.object({
  rewards: z
    .array(rupees(MAX_PRIZE_RUPEES))
    .length(CHECKIN_CYCLE_DAYS, `give ${CHECKIN_CYCLE_DAYS} daily rewards`),
  condition: z.enum(CHECKIN_CONDITIONS).default('none'),
  minDeposit: rupees(10_000_000).default(0),
  minValidBet: rupees(10_000_000).default(0),
});
export type CheckinSettings = z.infer<typeof ZCheckinSettings>;

/**
 * The operator's wheel (app_settings `wheel`): its slots clockwise from the pointer, each a prize
 * (0: 'thanks') and a weight; a free number of spins a day, and one spin per `depositPerSpin`
 * rupees deposited that day (none when null).
 */
export const ZWheelSettings = z
  .object({
    prizes: z
      .array(
        z.object({
          amount: rupees(MAX_PRIZE_RUPEES),
          weight: z.number().int('must be a whole number').min(0).max(MAX_WHEEL_WEIGHT),
        }),
      )
      .min(2, 'give at least 2 slots')
      .max(12, 'give at most 12 slots'),
    freeDailySpins: z.number().int().min(0).max(10).default(0),
    depositPerSpin: rupees(10_000_000)
      .refine((v) => v > 0, 'must be above 0 (null: deposits earn no spins)')
      .nullable()
      .default(null),
  })
  .superRefine((value, ctx) => {
    const total = value.prizes.reduce((sum, p) => sum + p.weight, 0);
    if (total <= 0) ctx.addIssue({ code: 'custom', path: ['prizes'], message: 'weights sum to 0' });
    if (total > MAX_WHEEL_WEIGHT) {
      ctx.addIssue({
        code: 'custom',
        path: ['prizes'],
        message: `weights must sum to at most ${MAX_WHEEL_WEIGHT}`,
      });
    }
  });
export type WheelSettings = z.infer<typeof ZWheelSettings>;

/** The wheel's slots as drawn and recorded: paise and weights in slot order. */
export interface WheelTable {
  amountsPaise: bigint[];
  weights: number[];
}

export const wheelTable = (settings: WheelSettings): WheelTable => ({
  amountsPaise: settings.prizes.map((p) => paiseOf(p.amount)),
  weights: settings.prizes.map((p) => p.weight),
});

/** The expected prize per spin, Σ amount × weight / Σ weight, in paise rounded to the nearest. */
export function expectedCostPaise(table: WheelTable): bigint {
  const total = BigInt(table.weights.reduce((sum, w) => sum + w, 0));
  if (total === 0n) return 0n;
  const weighted = table.amountsPaise.reduce(
    (sum, amount, slot) => sum + amount * BigInt(table.weights[slot]!),
    0n,
  );
  return (weighted * 2n + total) / (2n * total);
}

/** Why the ceiling refuses a wheel, or null when its expected cost is within it. */
export function ceilingProblem(table: WheelTable, ceilingRupees: number): string | null {
  const cost = expectedCostPaise(table);
  const ceiling = paiseOf(ceilingRupees);
  if (cost <= ceiling) return null;
  return `The expected cost per spin, Rs ${formatPaise(cost)}, exceeds the ceiling of Rs ${formatPaise(ceiling)}`;
}

/** A stored setting, or null when absent or not valid (the feature is then unavailable). */
async function readValid<T>(db: Db, key: string, schema: z.ZodType<T>): Promise<T | null> {
  const parsed = schema.safeParse(await readSetting(db, key));
  return parsed.success ? parsed.data : null;
}

export const readCheckinSettings = (db: Db) => readValid(db, 'checkin', ZCheckinSettings);
export const readWheelSettings = (db: Db) => readValid(db, 'wheel', ZWheelSettings);

export async function writeSetting(db: Db, key: 'checkin' | 'wheel', value: unknown) {
  await db.execute(
    sql`insert into app_settings (key, value) values (${key}, ${JSON.stringify(value)}::jsonb)
        on conflict (key) do update set value = excluded.value`,
  );
}
