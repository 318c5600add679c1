import {
  ZCheckinSettings,
  ZWheelSettings,
  type CheckinSettings,
  type WheelSettings,
} from '@khel/contract/admin-promotions';
import { formatPaise, paiseOf } from '@khel/contract/money';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { readSetting } from '../app-config';

/**
 * The operator's check-in (app_settings `checkin`) and wheel (app_settings `wheel`): the
 * contract's schemas, the ones the back office's forms use.
 */
export { ZCheckinSettings, ZWheelSettings, type CheckinSettings, type WheelSettings };

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

/** Replaces a setting (in the caller's transaction: the back office audits it with the write). */
export async function writeSetting(db: Db, key: 'checkin' | 'wheel', value: unknown) {
  await db.execute(
    sql`insert into app_settings (key, value) values (${key}, ${JSON.stringify(value)}::jsonb)
        on conflict (key) do update set value = excluded.value`,
  );
}
