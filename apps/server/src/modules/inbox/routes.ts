import {
  mailConfirmEndpoint,
  mailDeleteEndpoint,
  mailDeleteReadEndpoint,
  mailListEndpoint,
  mailUnreadCountEndpoint,
} from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/api';
import {
  deleteAllRead,
  deleteMail,
  listInbox,
  readMail,
  unreadCount,
  type InboxDeps,
} from './service';

export function inboxRoutes(app: FastifyInstance, deps: InboxDeps) {
  const me = (req: { player: { player: { id: number } } | null }) => req.player!.player.id;
  registerEndpoint(app, mailListEndpoint, (input, req) => listInbox(deps, me(req), input));
  registerEndpoint(app, mailUnreadCountEndpoint, (_input, req) => unreadCount(deps, me(req)));
  registerEndpoint(app, mailConfirmEndpoint, (input, req) => readMail(deps, me(req), input.id));
  registerEndpoint(app, mailDeleteEndpoint, (input, req) => deleteMail(deps, me(req), input.ids));
  registerEndpoint(app, mailDeleteReadEndpoint, (_input, req) => deleteAllRead(deps, me(req)));
}
