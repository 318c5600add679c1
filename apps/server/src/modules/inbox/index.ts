import type { FastifyInstance } from 'fastify';
import { inboxRoutes, operatorInboxRoutes } from './routes';
import type { InboxDeps } from './service';

/**
 * The inbox module's door (README.md): the player's Mail endpoints, the operator's broadcast,
 * and sendMail / sendMailsFrom, which other modules call inside the transaction of the event a
 * message tells of. The inbox imports no other module.
 */
export { sendMail, sendMailsFrom, type InboxDeps } from './service';
export type { MailParams, MailTemplate } from './templates';

export async function registerInbox(
  api: FastifyInstance,
  deps: InboxDeps,
  options: { operatorToken: string | undefined },
) {
  inboxRoutes(api, deps);
  const token = options.operatorToken;
  if (token) await api.register(async (scope) => operatorInboxRoutes(scope, deps, { token }));
}
