import type { FastifyInstance } from 'fastify';
import { GatewayCallbackError } from '../../integrations/payments/types';
import type { PaymentsDeps } from './deps';
import { dispatchGatewayEvent } from './dispatch';

const STATUS_OF_REFUSAL: Record<GatewayCallbackError['reason'], number> = {
  bad_signature: 401,
  stale: 401,
  unknown_merchant: 401,
  malformed: 400,
};

/**
 * POST {apiBase}/payments/:gateway/notify — the gateway's signed callbacks (not a player
 * endpoint, so no envelope), for deposits and payouts alike. The signature covers the exact bytes,
 * so the body is kept raw. Refused callbacks write nothing and are not acknowledged (the gateway
 * retries or gives up); handled ones, replays included, get the gateway's acknowledgement.
 */
export async function paymentRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { gateway: string } }>(
      '/payments/:gateway/notify',
      async (request, reply) => {
        const { gateway } = deps;
        if (request.params.gateway !== gateway.code) {
          return reply.status(404).send({ error: 'UNKNOWN_GATEWAY' });
        }
        const rawBody = typeof request.body === 'string' ? request.body : '';
        let event;
        try {
          event = gateway.parseCallback(request.headers, rawBody);
        } catch (error) {
          if (!(error instanceof GatewayCallbackError)) throw error;
          request.log.warn({ reason: error.reason }, 'gateway callback refused');
          return reply
            .status(STATUS_OF_REFUSAL[error.reason])
            .send({ error: error.reason, message: error.message });
        }
        const outcome = await dispatchGatewayEvent({ ...deps, log: request.log }, event);
        if (outcome === 'unknown_order') return reply.status(404).send({ error: 'UNKNOWN_ORDER' });
        return reply.status(gateway.acknowledgement.status).send(gateway.acknowledgement.body);
      },
    );
  });
}
