import { REVIEW_STATES, type adminReferralInvitees } from '@khel/contract/admin-promotions';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orderOf, pageRows } from '../../db/paging';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import { iso } from './present';

export { REVIEW_STATES };
export type ReviewState = (typeof REVIEW_STATES)[number];

interface InviteeRow {
  row_id: string;
  invitee_id: string;
  referrer_id: string;
  registered_at: Date | string;
  register_ip: string | null;
  device_number: string | null;
  hold_reasons: string[];
  review: ReviewState;
  reviewed_at: Date | string | null;
  review_note: string | null;
}

const inviteeColumns = sql`id as row_id, invitee_id::text as invitee_id,
  referrer_id::text as referrer_id, registered_at, register_ip, device_number, hold_reasons,
  review, reviewed_at, review_note`;

const present = (r: InviteeRow) => ({
  inviteeId: r.invitee_id,
  referrerId: r.referrer_id,
  registeredAt: iso(r.registered_at),
  registerIp: r.register_ip,
  deviceNumber: r.device_number,
  holdReasons: r.hold_reasons,
  review: r.review,
  reviewedAt: r.reviewed_at ? iso(r.reviewed_at) : null,
  note: r.review_note,
});

/** Invitees in one review state (the held ones: the operator's queue), with what held them. */
export async function listInviteesForReview(
  db: Db,
  input: z.output<(typeof adminReferralInvitees)['request']>,
) {
  const { rows, total } = await pageRows<InviteeRow>(
    db,
    sql`select ${inviteeColumns} from referral_invitees where review = ${input.review}`,
    orderOf({ registeredAt: 'row_id' }, input.sortBy, input.sortDesc, 'registeredAt', 'row_id'),
    input,
  );
  return { list: rows.map(present), total };
}

async function readInvitee(db: Db, inviteeId: string) {
  const [row] = await queryRows<InviteeRow>(
    db,
    sql`select ${inviteeColumns} from referral_invitees where invitee_id = ${inviteeId}::bigint`,
  );
  return row ? present(row) : null;
}

/**
 * The operator's decision on a held invitee, in the caller's transaction: 'pass' lets it count
 * (valid at the 05:00 after its conditions hold), 'reject' never (the team shows 'reclaim'). One
 * conditional update: only a held invitee is decided, once — of concurrent decisions one wins,
 * the others are told it is no longer under review.
 */
export async function decideInvitee(
  db: Db,
  options: { inviteeId: string; decision: 'pass' | 'reject'; note: string | null; now: Date },
) {
  const review = options.decision === 'pass' ? 'passed' : 'rejected';
  const [row] = await queryRows<{ invitee_id: string }>(
    db,
    sql`update referral_invitees set review = ${review}, reviewed_at = ${options.now.toISOString()}::timestamptz,
          review_note = ${options.note}
        where invitee_id = ${options.inviteeId}::bigint and review = 'held'
        returning invitee_id::text as invitee_id`,
  );
  if (row) return (await readInvitee(db, options.inviteeId))!;
  if (!(await readInvitee(db, options.inviteeId)))
    throw new AppError('notFound', 'No such invitee');
  throw new AppError('conflict', 'This invitee is not under review');
}

/** How many invitees there are, held for review and valid (counted by the 05:00 job). */
export async function inviteeCounts(db: Db) {
  const [row] = await queryRows<{ held: string; valid: string; total: string }>(
    db,
    sql`select count(*) filter (where review = 'held') as held,
          count(*) filter (where valid_day is not null) as valid, count(*) as total
        from referral_invitees`,
  );
  return {
    held: Number(row?.held ?? 0),
    valid: Number(row?.valid ?? 0),
    total: Number(row?.total ?? 0),
  };
}
