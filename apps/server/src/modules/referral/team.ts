import type {
  TInviteBonusListResponse,
  TInviteTeamMember,
  TInviteTeamResponse,
  TReward,
} from '@khel/contract';
import { toRupees } from '@khel/contract/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { inviteeConditions } from './conditions';
import { iso, maskedPlayer } from './present';
import { PAIR_SOURCE } from './settle';
import { readReferralSettings } from './settings';

interface Page {
  cursor?: string | null | undefined;
  pageSize: number;
}

interface TeamRow {
  id: string;
  invitee_id: string;
  phone: string | null;
  registered_at: Date | string;
  review: 'clear' | 'held' | 'passed' | 'rejected';
  valid_day: string | null;
  reward_status: TReward['status'] | null;
  phone_bound: boolean;
  deposit_met: boolean;
  bet_met: boolean;
}

/** Where an invitee stands (docs/product.md §4; README.md "Team statuses"). */
function teamStatus(
  row: TeamRow,
  requirePhone: boolean,
): Pick<TInviteTeamMember, 'status' | 'reviewReason'> {
  if (row.review === 'rejected') return { status: 'reclaim', reviewReason: null };
  if (row.review === 'held') return { status: 'review', reviewReason: 'checks' };
  if (row.reward_status === 'claimed') return { status: 'claim', reviewReason: null };
  if (row.reward_status === 'claimable' || row.reward_status === 'pending')
    return { status: 'claimable', reviewReason: null };
  if (row.reward_status) return { status: 'reclaim', reviewReason: null };
  const met = (row.phone_bound || !requirePhone) && row.deposit_met && row.bet_met;
  if (row.valid_day || met) return { status: 'pass', reviewReason: null };
  return { status: 'review', reviewReason: 'conditions' };
}

/** The referrer's invitees, newest first, each masked with its status and conditions. */
export async function listTeam(
  db: Db,
  referrerId: number,
  page: Page,
): Promise<TInviteTeamResponse> {
  const settings = await readReferralSettings(db);
  const met = inviteeConditions(settings, null);
  const rows = await queryRows<TeamRow>(
    db,
    sql`select i.id::text as id, i.invitee_id::text as invitee_id, p.phone, i.registered_at,
          i.review, i.valid_day, r.status as reward_status,
          ${met.phoneBound} as phone_bound, ${met.depositMet} as deposit_met, ${met.betMet} as bet_met
        from referral_invitees i
        join players p on p.id = i.invitee_id
        left join rewards r on r.player_id = i.referrer_id and r.source = ${PAIR_SOURCE} || i.pair_no
        where i.referrer_id = ${referrerId}
          ${page.cursor ? sql`and i.id < ${page.cursor}::bigint` : sql``}
        order by i.id desc limit ${page.pageSize + 1}`,
  );
  const shown = rows.slice(0, page.pageSize);
  return {
    list: shown.map((row) => ({
      id: row.id,
      name: maskedPlayer(row.phone, row.invitee_id),
      joinedAt: iso(row.registered_at),
      ...teamStatus(row, settings.requirePhone),
      phoneBound: row.phone_bound,
      depositMet: row.deposit_met,
      betMet: row.bet_met,
    })),
    nextCursor: rows.length > page.pageSize ? shown[shown.length - 1]!.id : null,
  };
}

/** The cash bonus list: the referrer's rewards, newest first, each with its two invitees. */
export async function listBonuses(
  db: Db,
  referrerId: number,
  page: Page,
  now: Date,
): Promise<TInviteBonusListResponse> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<{
    id: string;
    source: string;
    amount_paise: string;
    status: TReward['status'];
    created_at: Date | string;
    claimed_at: Date | string | null;
  }>(
    db,
    sql`select r.id::text as id, r.source, r.amount_paise::text as amount_paise,
          case when r.status = 'pending' and r.claimable_at <= ${at} then 'claimable'
               else r.status end as status,
          r.created_at, r.claimed_at
        from rewards r
        where r.player_id = ${referrerId} and r.kind = 'referral'
          ${page.cursor ? sql`and r.id < ${page.cursor}::bigint` : sql``}
        order by r.id desc limit ${page.pageSize + 1}`,
  );
  const shown = rows.slice(0, page.pageSize);
  const sources = `{${shown.map((r) => JSON.stringify(r.source)).join(',')}}`;
  const invitees = await queryRows<{ source: string; phone: string | null; invitee_id: string }>(
    db,
    sql`select ${PAIR_SOURCE} || i.pair_no as source, p.phone, i.invitee_id::text as invitee_id
        from referral_invitees i join players p on p.id = i.invitee_id
        where i.referrer_id = ${referrerId} and i.pair_no is not null
          and ${PAIR_SOURCE} || i.pair_no = any(${sources}::text[])
        order by i.valid_day, i.id`,
  );
  return {
    list: shown.map((r) => ({
      id: r.id,
      invitees: invitees
        .filter((i) => i.source === r.source)
        .map((i) => maskedPlayer(i.phone, i.invitee_id)),
      amount: toRupees(r.amount_paise),
      status: r.status,
      createdAt: iso(r.created_at),
      claimedAt: r.claimed_at ? iso(r.claimed_at) : null,
    })),
    nextCursor: rows.length > page.pageSize ? shown[shown.length - 1]!.id : null,
  };
}
