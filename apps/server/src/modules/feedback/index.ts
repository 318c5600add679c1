import type { FastifyInstance } from 'fastify';
import type { OperatorsDeps } from '../operators';
import { adminFeedbackRoutes } from './admin-routes';
import { feedbackRoutes } from './routes';
import type { FeedbackDeps } from './service';

/**
 * The feedback module's door (README.md): the player's form and list, and the back office's
 * inbox and reply (a reply also reaches the player's inbox through modules/inbox).
 */
export type { FeedbackDeps } from './service';

export function registerFeedback(
  api: FastifyInstance,
  deps: FeedbackDeps,
  options: { admin: OperatorsDeps },
) {
  feedbackRoutes(api, deps);
  adminFeedbackRoutes(api, options.admin);
}
