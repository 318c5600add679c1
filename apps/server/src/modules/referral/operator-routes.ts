import { text } from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import { describeIssue } from '../../plugins/api';
import type { ReferralDeps } from './info';
import { decideInvitee, listInviteesForReview, REVIEW_STATES } from './review';
import { operatorOk as ok, requireOperator } from '../../plugins/operator';
import {
  presentSettings,
  readReferralSettings,
  writeReferralSettings,
  ZReferralSettings,
} from './settings';

const ZDecision = z.object({ note: text().trim().max(200).nullish() });
const ZReviewQuery = z.object({ review: z.enum(REVIEW_STATES).default('held') });

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw new AppError('badRequest', describeIssue(parsed.error));
  return parsed.data;
}

/**
 * The operator's referral API (README.md "Operator API"), bearer OPERATOR_TOKEN; not a player
 * endpoint, so not in the contract. Registered only when OPERATOR_TOKEN is set.
 */
export function operatorReferralRoutes(
  app: FastifyInstance,
  deps: ReferralDeps,
  options: { token: string },
) {
  requireOperator(app, options.token);
  app.get('/operator/referral/settings', async () =>
    ok(presentSettings(await readReferralSettings(deps.db))),
  );
  app.put('/operator/referral/settings', async (request) =>
    ok(await writeReferralSettings(deps.db, parse(ZReferralSettings, request.body))),
  );
  app.get('/operator/referral/invitees', async (request) =>
    ok(await listInviteesForReview(deps.db, parse(ZReviewQuery, request.query).review)),
  );
  for (const decision of ['pass', 'reject'] as const) {
    app.post<{ Params: { inviteeId: string } }>(
      `/operator/referral/invitees/:inviteeId/${decision}`,
      async (request) => {
        const inviteeId = request.params.inviteeId;
        if (!/^\d{1,18}$/.test(inviteeId)) throw new AppError('notFound', 'No such invitee');
        const { note } = parse(ZDecision, request.body);
        return ok(
          await decideInvitee(deps.db, {
            inviteeId,
            decision,
            note: note ?? null,
            now: deps.now(),
          }),
        );
      },
    );
  }
}
