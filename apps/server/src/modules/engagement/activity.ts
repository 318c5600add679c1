import { addDays, dayStart, localDay, offsetMinutes } from '@khel/contract/dates';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { readTimezone } from '../app-config';

/** Today in the platform timezone: its calendar day and the instants it spans. */
export interface PlatformDay {
  day: string;
  yesterday: string;
  from: Date;
  to: Date;
}

export async function platformDay(db: Db, now: Date): Promise<PlatformDay> {
  const offset = offsetMinutes(await readTimezone(db));
  const day = localDay(offset, now);
  return {
    day,
    yesterday: addDays(day, -1),
    from: dayStart(day, offset),
    to: dayStart(addDays(day, 1), offset),
  };
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * What the player did on a day: successful deposits (credited amount) and valid bets settled.
 * Each is one range read of the player's own rows over an index of migration 0023
 * (player, success_at / settled_at), never a scan of their history.
 */
export async function activityOn(
  db: Db,
  playerId: number,
  day: PlatformDay,
): Promise<{ depositPaise: bigint; validBetPaise: bigint }> {
  const [row] = await queryRows<{ deposit: string; bet: string }>(
    db,
    sql`select
          (select coalesce(sum(coalesce(d.credited_paise, d.amount_paise)), 0)::text
           from deposit_orders d
           where d.player_id = ${playerId} and d.status = 'success'
             and d.success_at >= ${at(day.from)} and d.success_at < ${at(day.to)}) as deposit,
          (select coalesce(sum(r.valid_bet_paise), 0)::text
           from game_rounds r
           where r.player_id = ${playerId} and r.status = 'settled'
             and r.settled_at >= ${at(day.from)} and r.settled_at < ${at(day.to)}) as bet`,
  );
  return { depositPaise: BigInt(row!.deposit), validBetPaise: BigInt(row!.bet) };
}
