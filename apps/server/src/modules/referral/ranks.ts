import type { InviteRankPeriod } from '@khel/contract/constants';
import type { TInviteRanksResponse } from '@khel/contract';
import { addDays, dayStart, localDay, offsetMinutes } from '@khel/contract/dates';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { readTimezone } from '../app-config';
import { maskedPlayer } from './present';

/** Referrers shown on the invitation ranks. */
export const RANKS_SHOWN = 20;

/** The platform days [first, last] of a period containing `now`; null first for 'all'. */
export function periodDays(period: InviteRankPeriod, offset: number, now: Date) {
  const today = localDay(offset, now);
  if (period === 'all') return { first: null, last: today };
  if (period === 'month') return { first: `${today.slice(0, 8)}01`, last: today };
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return { first: addDays(today, -weekday), last: today };
}

/**
 * Top referrers by valid invitees counted in the period (by the platform day each became
 * valid, which the 05:00 job sets), ties to whoever reached the count first; and the player's
 * own place. Names masked.
 */
export async function readInviteRanks(
  db: Db,
  playerId: number,
  period: InviteRankPeriod,
  now: Date,
): Promise<TInviteRanksResponse> {
  const offset = offsetMinutes(await readTimezone(db));
  const { first, last } = periodDays(period, offset, now);
  const rows = await queryRows<{
    referrer_id: string;
    phone: string | null;
    n: number;
    rank: number;
  }>(
    db,
    sql`with counts as (
          select i.referrer_id, count(*)::int as n, max(i.id) as reached
          from referral_invitees i
          where i.valid_day is not null and i.valid_day <= ${last}
            ${first ? sql`and i.valid_day >= ${first}` : sql``}
          group by i.referrer_id),
        ranked as (
          select c.referrer_id, c.n, row_number() over (order by c.n desc, c.reached, c.referrer_id)::int as rank
          from counts c)
        select k.referrer_id::text as referrer_id, p.phone, k.n, k.rank
        from ranked k join players p on p.id = k.referrer_id
        where k.rank <= ${RANKS_SHOWN} or k.referrer_id = ${playerId}
        order by k.rank`,
  );
  const mine = rows.find((r) => r.referrer_id === String(playerId));
  return {
    period,
    from: first ? dayStart(first, offset).toISOString() : null,
    to: dayStart(addDays(last, 1), offset).toISOString(),
    list: rows
      .filter((r) => r.rank <= RANKS_SHOWN)
      .map((r) => ({
        rank: r.rank,
        name: maskedPlayer(r.phone, r.referrer_id),
        validInvitees: r.n,
      })),
    me: { rank: mine?.rank ?? null, validInvitees: mine?.n ?? 0 },
  };
}
