import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { readReferralSettings } from './settings';

/**
 * Records invitees (README.md "Anti-abuse"): one row per referred player, with the address and
 * device it signed up from. An invitee is held for review when it shares a device number or an
 * address with its referrer (the referrer's own sign-up or any of their sessions), or when its
 * address made `burstCount` referred sign-ups within `burstWindowMinutes` — then every invitee
 * of that burst not yet valid is held with it. Idempotent: a player is recorded once.
 */
async function capture(db: Db, which: SQL): Promise<number> {
  const settings = await readReferralSettings(db);
  const windowMs = settings.burstWindowMinutes * 60_000;
  const rows = await queryRows<{ invitee_id: string; register_ip: string | null; burst: boolean }>(
    db,
    sql`with fresh as (
          select p.id, p.referred_by, p.created_at, p.register_ip, p.device_number,
            (nullif(p.device_number, '') is not null and (r.device_number = p.device_number
              or exists (select 1 from sessions s
                         where s.player_id = r.id and s.device_number = p.device_number))) as same_device,
            (nullif(p.register_ip, '') is not null and (r.register_ip = p.register_ip
              or exists (select 1 from sessions s
                         where s.player_id = r.id and s.ip = p.register_ip))) as same_ip,
            (nullif(p.register_ip, '') is not null and (
              select count(*) from players o
              where o.referred_by is not null and o.register_ip = p.register_ip
                and o.created_at > p.created_at - ${windowMs} * interval '1 millisecond'
                and o.created_at <= p.created_at) >= ${settings.burstCount}) as burst
          from players p join players r on r.id = p.referred_by
          where p.referred_by is not null and p.id <> p.referred_by
            and not exists (select 1 from referral_invitees i where i.invitee_id = p.id)
            and ${which}
        )
        insert into referral_invitees (invitee_id, referrer_id, registered_at, register_ip,
          device_number, review, hold_reasons)
        select f.id, f.referred_by, f.created_at, f.register_ip, f.device_number,
          case when f.same_device or f.same_ip or f.burst then 'held' else 'clear' end,
          array_remove(array[case when f.same_device then 'same_device' end,
                             case when f.same_ip then 'same_ip' end,
                             case when f.burst then 'burst' end], null)
        from fresh f
        on conflict (invitee_id) do nothing
        returning invitee_id::text as invitee_id, register_ip, 'burst' = any(hold_reasons) as burst`,
  );
  for (const row of rows.filter((r) => r.burst)) {
    // The burst's earlier sign-ups were recorded clear: they are held with it.
    await db.execute(
      sql`update referral_invitees i
          set review = 'held', hold_reasons = array_append(i.hold_reasons, 'burst')
          from referral_invitees b
          where b.invitee_id = ${row.invitee_id}::bigint and i.register_ip = b.register_ip
            and i.registered_at > b.registered_at - ${windowMs} * interval '1 millisecond'
            and i.registered_at <= b.registered_at
            and i.review = 'clear' and i.valid_day is null`,
    );
  }
  return rows.length;
}

/** Records a player who signed up with a referral code (the accounts module's sign-up hook). */
export const recordInvitee = (db: Db, playerId: number) => capture(db, sql`p.id = ${playerId}`);

/** Records every referred player not recorded yet (a sign-up whose hook failed). */
export const captureMissedInvitees = (db: Db) => capture(db, sql`true`);
