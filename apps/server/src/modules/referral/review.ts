import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import { iso } from './present';

export const REVIEW_STATES = ['held', 'passed', 'rejected', 'clear'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Invitees in one review state, oldest first (the operator's queue), with what held them. */
export async function listInviteesForReview(db: Db, review: ReviewState, limit = 200) {
  const rows = await queryRows<{
    invitee_id: string;
    referrer_id: string;
    registered_at: Date | string;
    register_ip: string | null;
    device_number: string | null;
    hold_reasons: string[];
    review: ReviewState;
    reviewed_at: Date | string | null;
    review_note: string | null;
  }>(
    db,
    sql`select invitee_id::text as invitee_id, referrer_id::text as referrer_id, registered_at,
          register_ip, device_number, hold_reasons, review, reviewed_at, review_note
        from referral_invitees where review = ${review} order by id limit ${limit}`,
  );
  return rows.map((r) => ({
    inviteeId: r.invitee_id,
    referrerId: r.referrer_id,
    registeredAt: iso(r.registered_at),
    registerIp: r.register_ip,
    deviceNumber: r.device_number,
    holdReasons: r.hold_reasons,
    review: r.review,
    reviewedAt: r.reviewed_at ? iso(r.reviewed_at) : null,
    note: r.review_note,
  }));
}

/**
 * The operator's decision on a held invitee: 'pass' lets it count (valid at the 05:00 after its
 * conditions hold), 'reject' never (the team shows 'reclaim'). One conditional update: only a
 * held invitee is decided, once.
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
  if (row) return { inviteeId: row.invitee_id, review };
  const [known] = await queryRows<{ review: string }>(
    db,
    sql`select review from referral_invitees where invitee_id = ${options.inviteeId}::bigint`,
  );
  if (!known) throw new AppError('notFound', 'No such invitee');
  throw new AppError('conflict', 'This invitee is not under review');
}
