import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/** Whether a date of birth is at least 18 years ago (shared with Register and the web app). */
export { adultOn } from '@khel/contract';

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
