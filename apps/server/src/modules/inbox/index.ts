import type { FastifyInstance } from 'fastify';
import type { OperatorsDeps } from '../operators';
import { adminInboxRoutes } from './admin-routes';
import { inboxRoutes } from './routes';
import type { InboxDeps } from './service';

/**
 * The inbox module's door (README.md): the player's Mail endpoints, the back office's broadcasts,
 * and sendMail / sendMailsFrom, which other modules call inside the transaction of the event a
 * message tells of. The inbox imports no other module but the operators' door.
 */
export { sendMail, sendMails, sendMailsFrom, type InboxDeps } from './service';
export type { MailParams, MailTemplate } from './templates';

export function registerInbox(
  api: FastifyInstance,
  deps: InboxDeps,
  options: { admin: OperatorsDeps },
) {
  inboxRoutes(api, deps);
  adminInboxRoutes(api, options.admin);
}
