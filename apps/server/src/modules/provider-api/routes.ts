import type { FastifyInstance } from 'fastify';
import { answerProviderCall } from './answer';
import type { OperationDeps } from './operations';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * The seamless-wallet API: POST {base}/provider/:providerCode/:action, signed by the provider.
 * Signature, timestamp, provider and body are checked before anything is written.
 */
export async function providerRoutes(app: FastifyInstance, deps: OperationDeps) {
  await app.register(async (scope) => {
    // The signature covers the exact bytes sent, so keep them.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      try {
        done(null, body === '' ? {} : JSON.parse(body as string));
      } catch {
        done(null, undefined);
      }
    });
    scope.post<{ Params: { providerCode: string; action: string } }>(
      '/provider/:providerCode/:action',
      async (request, reply) => {
        const answer = await answerProviderCall(deps, {
          ...request.params,
          headers: request.headers,
          rawBody: request.rawBody ?? '',
          body: request.body,
        });
        return reply.status(200).send(answer);
      },
    );
  });
}
