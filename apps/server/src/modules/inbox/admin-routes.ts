import { adminBroadcastList, adminBroadcastSend } from '@khel/contract/admin-content';
import type { FastifyInstance } from 'fastify';
import { registerAdminEndpoint, type OperatorsDeps } from '../operators';
import { insertBroadcast, listBroadcasts } from './broadcasts';

/** The back office's mail broadcasts (README.md "Broadcasts"): send, and the sent history. */
export function adminInboxRoutes(app: FastifyInstance, admin: OperatorsDeps) {
  registerAdminEndpoint(app, admin, adminBroadcastSend, (input, context) =>
    context.transaction(async (tx, audit) => {
      const sent = await insertBroadcast(
        tx,
        input,
        { operatorId: context.actor.operatorId, apiKeyId: context.actor.apiKeyId },
        context.at,
      );
      audit({
        action: 'mail.broadcast',
        targetType: 'mail_broadcast',
        targetId: sent.id,
        before: null,
        after: {
          audience: input.audience,
          minVipLevel: sent.minVipLevel,
          maxVipLevel: sent.maxVipLevel,
          playerIds: input.audience === 'players' ? input.playerIds : undefined,
          reachesLaterPlayers: sent.reachesLaterPlayers,
          title: input.title,
          content: input.content,
          translations: input.translations,
          recipients: sent.recipients,
        },
      });
      return sent;
    }),
  );
  registerAdminEndpoint(app, admin, adminBroadcastList, (input, context) =>
    listBroadcasts(context.db, input),
  );
}
