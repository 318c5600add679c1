import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/** A promo_codes row as the services read it. */
export interface CodeRow {
  id: string;
  code: string;
  provider: string | null;
  kind: 'amount' | 'deposit_percent';
  amount_paise: string | null;
  percent_bp: number | null;
  cap_paise: string | null;
  min_deposit_paise: string;
  wager_multiple_hundredths: number | null;
  total_uses: number;
  used: number;
  starts_at: Date | string;
  ends_at: Date | string | null;
  disabled_at: Date | string | null;
  note: string | null;
  created_at: Date | string;
}

const codeColumns = sql`c.id::text as id, c.code, c.provider, c.kind, c.amount_paise::text as amount_paise,
  c.percent_bp, c.cap_paise::text as cap_paise, c.min_deposit_paise::text as min_deposit_paise,
  c.wager_multiple_hundredths, c.total_uses, c.used, c.starts_at, c.ends_at, c.disabled_at, c.note,
  c.created_at`;

export async function findCode(db: Db, code: string): Promise<CodeRow | null> {
  const [row] = await queryRows<CodeRow>(
    db,
    sql`select ${codeColumns} from promo_codes c where c.code = ${code}`,
  );
  return row ?? null;
}

export interface NewCode {
  code: string;
  provider: string | null;
  kind: 'amount' | 'deposit_percent';
  amountPaise: bigint | null;
  percentBp: number | null;
  capPaise: bigint | null;
  minDepositPaise: bigint;
  wagerMultipleHundredths: number | null;
  totalUses: number;
  startsAt: Date;
  endsAt: Date | null;
  note: string | null;
}

/** Inserts a code; null when the code text is taken. */
export async function insertCode(db: Db, c: NewCode): Promise<CodeRow | null> {
  const [row] = await queryRows<CodeRow>(
    db,
    sql`insert into promo_codes as c (code, provider, kind, amount_paise, percent_bp, cap_paise,
          min_deposit_paise, wager_multiple_hundredths, total_uses, starts_at, ends_at, note)
        values (${c.code}, ${c.provider}, ${c.kind}, ${c.amountPaise}::bigint, ${c.percentBp}::int,
          ${c.capPaise}::bigint, ${c.minDepositPaise}::bigint, ${c.wagerMultipleHundredths}::int,
          ${c.totalUses}, ${c.startsAt.toISOString()}::timestamptz,
          ${c.endsAt ? c.endsAt.toISOString() : null}::timestamptz, ${c.note})
        on conflict (code) do nothing
        returning ${codeColumns}`,
  );
  return row ?? null;
}

/** Whether the player already redeemed the code. */
export async function hasRedeemed(db: Db, codeId: string, playerId: number) {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from promo_code_redemptions where code_id = ${codeId}::bigint and player_id = ${playerId}`,
  );
  return rows.length > 0;
}

/** Every successful deposit of the player, in paise. */
export async function depositedPaise(db: Db, playerId: number) {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(credited_paise), 0)::text as total from deposit_orders
        where player_id = ${playerId} and status = 'success'`,
  );
  return BigInt(row?.total ?? '0');
}

/**
 * The player's redemption row, inserted unless one exists (the unique (code, player) key: a
 * concurrent second insert waits for the first and then inserts nothing). Answers its id or null.
 */
export async function insertRedemption(
  tx: Db,
  r: { codeId: string; playerId: number; status: 'granted' | 'pending_deposit'; at: Date },
) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into promo_code_redemptions (code_id, player_id, status, redeemed_at)
        values (${r.codeId}::bigint, ${r.playerId}, ${r.status}, ${r.at.toISOString()}::timestamptz)
        on conflict (code_id, player_id) do nothing
        returning id::text as id`,
  );
  return row?.id ?? null;
}

/**
 * Takes one use of the code if one is left and it is valid at `at`: a conditional update, so of
 * any number of concurrent takers (any instance) exactly the remaining uses succeed — each waits
 * for the row lock of the one before and re-checks `used < total_uses` on the row it then sees.
 */
export async function takeUse(tx: Db, codeId: string, at: Date) {
  const now = sql`${at.toISOString()}::timestamptz`;
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update promo_codes set used = used + 1
        where id = ${codeId}::bigint and used < total_uses and disabled_at is null
          and starts_at <= ${now} and (ends_at is null or ends_at > ${now})
        returning id::text as id`,
  );
  return rows.length > 0;
}

export async function markPaid(
  tx: Db,
  r: { redemptionId: string; rewardId: bigint | null; at: Date; orderNo?: string },
) {
  await tx.execute(
    sql`update promo_code_redemptions
        set reward_id = ${r.rewardId}::bigint, paid_at = ${r.at.toISOString()}::timestamptz,
          deposit_order_no = coalesce(${r.orderNo ?? null}::text, deposit_order_no)
        where id = ${r.redemptionId}::bigint`,
  );
}

/** A redemption with its code and (once paid) its reward, as the player sees it. */
export interface RedemptionRow {
  code: string;
  provider: string | null;
  kind: 'amount' | 'deposit_percent';
  status: 'granted' | 'pending_deposit' | 'paid';
  percent_bp: number | null;
  cap_paise: string | null;
  min_deposit_paise: string;
  ends_at: Date | string | null;
  redeemed_at: Date | string;
  paid_at: Date | string | null;
  reward_amount_paise: string | null;
  reward_wager_paise: string | null;
}

const redemptionSelect = sql`select c.code, c.provider, c.kind, r.status, c.percent_bp,
    c.cap_paise::text as cap_paise, c.min_deposit_paise::text as min_deposit_paise, c.ends_at,
    r.redeemed_at, r.paid_at, w.amount_paise::text as reward_amount_paise,
    w.wager_paise::text as reward_wager_paise
  from promo_code_redemptions r
  join promo_codes c on c.id = r.code_id
  left join rewards w on w.id = r.reward_id`;

export async function readRedemption(db: Db, codeId: string, playerId: number) {
  const [row] = await queryRows<RedemptionRow>(
    db,
    sql`${redemptionSelect} where r.code_id = ${codeId}::bigint and r.player_id = ${playerId}`,
  );
  return row ?? null;
}

/** The player's redemptions of codes of one provider (null: platform promo codes). */
export const listRedemptions = (db: Db, playerId: number, provider: string | null, limit: number) =>
  queryRows<RedemptionRow>(
    db,
    sql`${redemptionSelect}
        where r.player_id = ${playerId} and c.provider is not distinct from ${provider}::text
        order by r.id desc limit ${limit}`,
  );

/**
 * Settles the players' pending percentage codes their deposits qualify for (at least the code's
 * minimum, before the code ended), one deposit per player: pending → paid in one conditional
 * update (a redemption is paid by one deposit only), answering what each pays — the share rounded
 * down to the paisa, capped — with the player it belongs to.
 */
export function settlePendingForDeposits(
  tx: Db,
  deposits: { playerId: number; depositPaise: bigint; orderNo: string; at: Date }[],
) {
  return queryRows<{
    player_id: number;
    redemption_id: string;
    code_id: string;
    provider: string | null;
    amount_paise: string;
    wager_multiple_hundredths: number | null;
  }>(
    tx,
    sql`update promo_code_redemptions r
        set status = 'paid', paid_at = d.at, deposit_order_no = d.order_no
        from promo_codes c,
          jsonb_to_recordset(${JSON.stringify(
            deposits.map((d) => ({
              player_id: d.playerId,
              paise: String(d.depositPaise),
              order_no: d.orderNo,
              at: d.at.toISOString(),
            })),
          )}::jsonb) as d(player_id bigint, paise bigint, order_no text, at timestamptz)
        where c.id = r.code_id and r.player_id = d.player_id and r.status = 'pending_deposit'
          and c.min_deposit_paise <= d.paise
          and (c.ends_at is null or c.ends_at > d.at) and r.redeemed_at <= d.at
        returning r.player_id, r.id::text as redemption_id, c.id::text as code_id, c.provider,
          least(d.paise * c.percent_bp / 10000, c.cap_paise)::text as amount_paise,
          c.wager_multiple_hundredths`,
  );
}
