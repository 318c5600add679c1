import {
  adminReferralDecide,
  adminReferralGet,
  adminReferralInvitees,
  adminReferralSet,
} from '@khel/contract/admin-promotions';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerAdminEndpoint, type OperatorsDeps } from '../operators';
import { rewardCost } from '../rewards';
import { decideInvitee, inviteeCounts, listInviteesForReview } from './review';
import { presentSettings, readReferralSettings, writeReferralSettings } from './settings';

/** The rules, the invitees' counts and what referral rewards (kind `referral`) have cost so far. */
async function referralView(db: Db, now: Date) {
  return {
    settings: presentSettings(await readReferralSettings(db)),
    cost: await rewardCost(db, sql`from rewards r where r.kind = 'referral'`, now),
    invitees: await inviteeCounts(db),
  };
}

/**
 * The back office's referral (README.md "Back office"), promotions.write: the rules read with
 * their cost and replaced whole (the contract's ZReferralSettings), and the invitees held by the
 * anti-abuse checks, passed or rejected once — each write audited with before and after.
 */
export function adminReferralRoutes(app: FastifyInstance, admin: OperatorsDeps) {
  registerAdminEndpoint(app, admin, adminReferralGet, (_input, context) =>
    referralView(context.db, context.at),
  );
  registerAdminEndpoint(app, admin, adminReferralSet, async (input, context) => {
    await context.transaction(async (tx, audit) => {
      const before = presentSettings(await readReferralSettings(tx));
      const after = await writeReferralSettings(tx, input);
      audit({
        action: 'referral.settings',
        targetType: 'setting',
        targetId: 'referral',
        before,
        after,
      });
    });
    return referralView(context.db, context.at);
  });
  registerAdminEndpoint(app, admin, adminReferralInvitees, (input, context) =>
    listInviteesForReview(context.db, input),
  );
  registerAdminEndpoint(app, admin, adminReferralDecide, (input, context) =>
    context.transaction(async (tx, audit) => {
      const after = await decideInvitee(tx, {
        inviteeId: input.inviteeId,
        decision: input.decision,
        note: input.note ?? null,
        now: context.at,
      });
      audit({
        action: `referral.${input.decision}`,
        targetType: 'invitee',
        targetId: input.inviteeId,
        before: { review: 'held' },
        after: { review: after.review, note: after.note },
      });
      return after;
    }),
  );
}
