import type { FastifyInstance } from 'fastify';
import { feedbackRoutes, operatorFeedbackRoutes } from './routes';
import type { FeedbackDeps } from './service';

/**
 * The feedback module's door (README.md): the player's form and list, and the operator's list
 * and reply (a reply also reaches the player's inbox through modules/inbox).
 */
export type { FeedbackDeps } from './service';

export async function registerFeedback(
  api: FastifyInstance,
  deps: FeedbackDeps,
  options: { operatorToken: string | undefined; apiBase?: string },
) {
  feedbackRoutes(api, deps);
  const token = options.operatorToken;
  const apiBase = options.apiBase ?? '';
  if (token)
    await api.register(async (scope) => operatorFeedbackRoutes(scope, deps, { token, apiBase }));
}
