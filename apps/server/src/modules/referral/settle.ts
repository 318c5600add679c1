import { localDay, offsetMinutes, rangeBounds } from '@khel/contract/dates';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { readTimezone } from '../app-config';
import { insertRewards } from '../rewards';
import { captureMissedInvitees } from './capture';
import { inviteeConditions } from './conditions';
import { readReferralSettings } from './settings';

/** A referrer's n-th pair of valid invitees is rewarded under source `referral:pair:<n>`. */
export const PAIR_SOURCE = 'referral:pair:';

/**
 * The 05:00 run for `occurrence` (README.md "The 05:00 job"): invitees whose conditions held
 * before the occurrence's platform day began become valid on the day before; each referrer's
 * valid invitees not yet paired are paired in the order they became valid, and every complete
 * pair gets one claimable 'referral' reward. Works on the occurrence's day, never on "now",
 * and every step is conditional or unique, so a re-run or a second instance gives nothing twice.
 */
export async function settleReferrals(deps: { db: Db }, occurrence: Date, now: Date) {
  const { db } = deps;
  const captured = await captureMissedInvitees(db);
  const settings = await readReferralSettings(db);
  const offset = offsetMinutes(await readTimezone(db));
  const cutoff = rangeBounds('today', offset, occurrence).from;
  const day = localDay(offset, new Date(cutoff.getTime() - 1));
  const valid = await queryRows<{ id: string }>(
    db,
    sql`update referral_invitees i set valid_day = ${day}, valid_at = ${now.toISOString()}::timestamptz
        where i.valid_day is null and i.review in ('clear', 'passed')
          and i.registered_at < ${cutoff.toISOString()}::timestamptz
          and ${inviteeConditions(settings, cutoff).all}
        returning i.id::text as id`,
  );
  // Without a reward configured nothing is paired: the pairs wait for the operator's figure.
  if (settings.rewardPerPairPaise <= 0n) {
    return { day, captured, valid: valid.length, paired: 0, granted: 0 };
  }
  return db.transaction(async (tx) => {
    // One pairing at a time (a re-run racing a late job): the setting's row is the lock.
    await tx.execute(sql`select 1 from app_settings where key = 'referral' for update`);
    const paired = await queryRows<{ id: string }>(
      tx,
      sql`with open as (
            select i.id, i.referrer_id,
              row_number() over (partition by i.referrer_id order by i.valid_day, i.id) as k,
              count(*) over (partition by i.referrer_id) as n
            from referral_invitees i
            where i.valid_day is not null and i.pair_no is null and i.review in ('clear', 'passed')),
          done as (
            select referrer_id, coalesce(max(pair_no), 0) as pairs from referral_invitees
            where referrer_id in (select referrer_id from open) group by referrer_id)
          update referral_invitees i set pair_no = d.pairs + (o.k + 1) / 2
          from open o join done d on d.referrer_id = o.referrer_id
          where i.id = o.id and o.k <= o.n - o.n % 2
          returning i.id::text as id`,
    );
    const granted = await insertRewards(
      tx,
      { kind: 'referral' },
      sql`select i.referrer_id as player_id, ${settings.rewardPerPairPaise}::bigint as amount_paise,
            ${PAIR_SOURCE} || i.pair_no as source
          from referral_invitees i
          where i.pair_no is not null and not exists (
            select 1 from rewards r
            where r.player_id = i.referrer_id and r.source = ${PAIR_SOURCE} || i.pair_no)
          group by i.referrer_id, i.pair_no having count(*) = 2`,
      now,
    );
    return { day, captured, valid: valid.length, paired: paired.length, granted: granted.length };
  });
}
