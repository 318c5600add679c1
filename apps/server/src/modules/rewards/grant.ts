import type { REWARD_KINDS } from '@khel/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { sendMailsFrom } from '../inbox';
import type { RecordType } from '../wallet';
import { readWageringRules } from '../wallet';

/** The balance-record type each kind of reward writes when claimed. */
export const REWARD_RECORD_TYPES = {
  vip_upgrade: 'vip_bonus',
  vip_weekly: 'vip_bonus',
  vip_birthday: 'vip_bonus',
  vip_rebate: 'daily_rebate',
  promo_code: 'gift',
  gift_code: 'gift',
  checkin: 'daily_bonus',
  wheel: 'gift',
  ranking_award: 'gift',
  referral: 'gift',
  first_deposit: 'deposit_bonus',
  deposit_gift: 'deposit_bonus',
  signup_bonus: 'gift',
  deposit_cashback: 'deposit_bonus',
} as const satisfies Record<RewardKind, RecordType>;

export type RewardKind = (typeof REWARD_KINDS)[number];

/** How rewards of one grant are given; the rows themselves come from `select` or `rows`. */
export interface GrantTerms {
  kind: RewardKind;
  /** Wager multiple (0.5 = ½×); the operator's bonus multiple (app_settings `wagering`) if absent. */
  wagerMultiple?: number;
  /**
   * Counted with the amount into the wager requirement where a promotion says so: the
   * requirement grows by (amount + capital) × multiple.
   */
  capitalPaise?: bigint;
  /** Claimable from then on ('pending' until then); now if absent. */
  claimableAt?: Date;
  /** Not claimable from then on (the sweep marks it 'expired'); never if absent or auto-claim. */
  expiresAt?: Date | null;
  /** Claimed (paid) at once in the granting transaction, or by the granting job. */
  autoClaim?: boolean;
}

export interface RewardRow {
  playerId: number;
  amountPaise: bigint;
  /** Unique per player: granting the same source twice gives nothing the second time. */
  source: string;
}

/**
 * The wager a reward adds: (amount + capital) × multiple in paise, rounded up, as SQL over the
 * columns being inserted (the same rounding as wagerFor for deposits).
 */
const wagerExpression = (hundredths: number, capital: bigint) =>
  sql`((d.amount_paise + ${capital}::bigint) * ${hundredths}::bigint + 99) / 100`;

async function multipleHundredths(tx: Db, terms: GrantTerms): Promise<number> {
  const multiple = terms.wagerMultiple ?? (await readWageringRules(tx)).bonusMultiple;
  if (!(multiple >= 0 && multiple <= 100)) throw new Error(`bad wager multiple ${multiple}`);
  return Math.round(multiple * 100);
}

/**
 * Inserts one reward per row of `select` (columns player_id, amount_paise — whole paise, a
 * fraction is the caller's to round — and source), set-based;
 * rows whose (player, source) was granted before, and zero amounts, are skipped. Answers the
 * ids granted now. Auto-claim rewards are left to claimDueRewards (same transaction for single
 * grants, the job's batches for schedules).
 */
export async function insertRewards(
  tx: Db,
  terms: GrantTerms,
  select: SQL,
  now: Date,
): Promise<bigint[]> {
  const hundredths = await multipleHundredths(tx, terms);
  const capital = terms.capitalPaise ?? 0n;
  const claimableAt = terms.claimableAt ?? now;
  const status = claimableAt.getTime() > now.getTime() ? 'pending' : 'claimable';
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`insert into rewards (player_id, kind, source, record_type, amount_paise,
          wager_multiple_hundredths, wager_capital_paise, wager_paise, status, auto_claim,
          claimable_at, expires_at, created_at)
        select d.player_id, ${terms.kind}, d.source, ${REWARD_RECORD_TYPES[terms.kind]}, d.amount_paise,
          ${hundredths}, ${capital}::bigint, ${wagerExpression(hundredths, capital)}, ${status},
          ${terms.autoClaim ?? false}, ${claimableAt.toISOString()}::timestamptz,
          ${terms.expiresAt && !terms.autoClaim ? terms.expiresAt.toISOString() : null}::timestamptz,
          ${now.toISOString()}::timestamptz
        from (select s.player_id::bigint as player_id, s.amount_paise::bigint as amount_paise,
                s.source::text as source
              from (${select}) s) d
        where d.amount_paise > 0
        on conflict (player_id, source) do nothing
        returning id::text as id`,
  );
  const ids = rows.map((r) => BigInt(r.id));
  if (status === 'claimable' && !terms.autoClaim) await mailClaimable(tx, ids, now);
  return ids;
}

/** Tells each player of rewards `ids` (open for claiming now) that one waits, in the caller's transaction. */
export const mailClaimable = (tx: Db, ids: bigint[], now: Date) =>
  ids.length === 0
    ? Promise.resolve()
    : sendMailsFrom(
        tx,
        'reward.claimable',
        sql`select player_id, jsonb_build_object('amount', amount_paise::text) as params
            from rewards where id = any(${`{${ids.join(',')}}`}::bigint[]) and not auto_claim`,
        now,
      );

/** insertRewards for rows known in code (a level-up's bonuses, a promotion's prize). */
export function insertRewardRows(tx: Db, terms: GrantTerms, rows: RewardRow[], now: Date) {
  if (rows.length === 0) return Promise.resolve([]);
  const array = (values: unknown[]) =>
    `{${values.map((v) => JSON.stringify(String(v))).join(',')}}`;
  return insertRewards(
    tx,
    terms,
    sql`select * from unnest(${array(rows.map((r) => r.playerId))}::bigint[],
          ${array(rows.map((r) => r.amountPaise))}::bigint[],
          ${array(rows.map((r) => r.source))}::text[]) as d(player_id, amount_paise, source)`,
    now,
  );
}
