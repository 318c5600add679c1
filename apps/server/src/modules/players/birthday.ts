import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/** Whether a YYYY-MM-DD birthday is a real date on which the player was at least 18 by `today`. */
export function adultOn(birthday: string, today: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return false;
  }
  if (year < 1900) return false;
  const eighteenth = new Date(Date.UTC(year + 18, month - 1, day));
  return eighteenth.getTime() <= today.getTime();
}

/**
 * Sets the birthday unless another one is set: once set it is read-only (the VIP birthday bonus
 * is paid in the birthday month, so moving it would farm the bonus). Setting the same date again
 * is fine. A conditional update, so two different dates sent at once cannot both land.
 */
export async function setBirthdayOnce(db: Db, playerId: number, birthday: string | null) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update players set birthday = ${birthday}, updated_at = now()
        where id = ${playerId} and (birthday is null or birthday = ${birthday})
        returning id`,
  );
  return rows.length > 0;
}
