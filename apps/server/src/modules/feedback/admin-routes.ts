import {
  adminFeedbackDetail,
  adminFeedbackList,
  adminFeedbackReply,
  adminFeedbackScreenshot,
} from '@khel/contract/admin-content';
import type { FastifyInstance } from 'fastify';
import { registerAdminEndpoint, type OperatorsDeps } from '../operators';
import { feedbackDetail, feedbackScreenshot, listFeedbackInbox, replyInTransaction } from './admin';

/** The back office's feedback inbox: list, detail, screenshots, reply (README.md). */
export function adminFeedbackRoutes(app: FastifyInstance, admin: OperatorsDeps) {
  registerAdminEndpoint(app, admin, adminFeedbackList, (input, context) =>
    listFeedbackInbox(context.db, input),
  );
  registerAdminEndpoint(app, admin, adminFeedbackDetail, (input, context) =>
    feedbackDetail(context.db, input.id),
  );
  registerAdminEndpoint(app, admin, adminFeedbackScreenshot, (input, context) =>
    feedbackScreenshot(context.db, input.id),
  );
  registerAdminEndpoint(app, admin, adminFeedbackReply, async (input, context) => {
    await context.transaction((tx, audit) =>
      replyInTransaction(
        tx,
        { ...input, operatorId: context.actor.operatorId, at: context.at },
        audit,
      ),
    );
    return feedbackDetail(context.db, input.id);
  });
}
