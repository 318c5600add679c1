import {
  mailConfirmEndpoint,
  mailDeleteEndpoint,
  mailDeleteReadEndpoint,
  mailListEndpoint,
  mailUnreadCountEndpoint,
  text,
  UI_LANGUAGES,
} from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOperatorBody } from '../../lib/operator-body';
import { operatorOk, requireOperator } from '../../plugins/operator';
import { registerEndpoint } from '../../plugins/api';
import {
  deleteAllRead,
  deleteMail,
  listInbox,
  readMail,
  sendBroadcast,
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

const level = z.number().int().min(0).max(100).nullish();
const ZBroadcast = z.object({
  title: text().trim().min(1, 'Give a title').max(100),
  content: text().trim().min(1, 'Give the content').max(2000),
  translations: z
    .partialRecord(
      z.enum(UI_LANGUAGES),
      z.object({
        title: text().trim().max(100).optional(),
        content: text().trim().max(2000).optional(),
      }),
    )
    .optional(),
  minVipLevel: level,
  maxVipLevel: level,
  reachesLaterPlayers: z.boolean().optional(),
});

/** The operator's inbox API (README.md): a broadcast to all players or a VIP level range. */
export function operatorInboxRoutes(
  app: FastifyInstance,
  deps: InboxDeps,
  options: { token: string },
) {
  requireOperator(app, options.token);
  app.post('/operator/mail/broadcast', async (request) =>
    operatorOk(await sendBroadcast(deps, parseOperatorBody(ZBroadcast, request.body))),
  );
}
