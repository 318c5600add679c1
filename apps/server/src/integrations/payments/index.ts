import { createHmac } from 'node:crypto';
import { fetchPost, type HttpPost } from '@khel/contract/http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { createSandboxGateway } from './sandbox';
import type { PaymentGateway } from './types';

export type { PaymentGateway, GatewayEvent } from './types';
export { GatewayCallbackError } from './types';

/** The path under the API base where a gateway posts its callbacks. */
export const gatewayNotifyPath = (code: string) => `/payments/${code}/notify`;

/** The merchant secret shared with the embedded sandbox: derived, so every instance agrees. */
export const embeddedPspSecret = (serverSecret: string, merchantId: string) =>
  createHmac('sha256', serverSecret).update(`psp:${merchantId}`).digest('hex');

/** This process's own address, for calls to parts embedded in it (known once it listens). */
export function selfUrl(app: FastifyInstance, config: Config) {
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  return `http://127.0.0.1:${port}`;
}

/**
 * Posts to this process's own address are answered in process (Fastify's inject: the same route,
 * hooks, headers and body, no socket), others go over the network: how the platform and its
 * embedded gateway call each other (docs/architecture.md §5). A post not answered within its
 * timeout is refused, as over the network; the route still runs to its end.
 */
export function inProcessPost(app: FastifyInstance, config: Config): HttpPost {
  return async (url, request) => {
    const self = `${selfUrl(app, config)}/`;
    if (!url.startsWith(self)) return fetchPost(url, request);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${request.timeoutMs} ms`)),
        request.timeoutMs,
      );
    });
    try {
      const answer = await Promise.race([
        app.inject({
          method: 'POST',
          url: url.slice(self.length - 1),
          headers: request.headers,
          payload: request.body,
        }),
        late,
      ]);
      return { status: answer.statusCode, body: answer.body };
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The gateway deposits and withdrawals use. Embedded (default): apps/psp-sandbox in this process,
 * spoken to over its HTTP API like any PSP, each call answered in process (inProcessPost).
 * Otherwise the gateway at PSP_URL with PSP_SECRET; its callbacks come to PUBLIC_URL.
 */
export function createPaymentGateway(
  app: FastifyInstance,
  config: Config,
  serverSecret: string,
): PaymentGateway {
  const { psp } = config;
  const notifyPath = `${config.apiBase}${gatewayNotifyPath('sandbox')}`;
  return createSandboxGateway({
    merchantId: psp.merchantId,
    secret: psp.secret ?? embeddedPspSecret(serverSecret, psp.merchantId),
    baseUrl: () => psp.url ?? `${selfUrl(app, config)}/psp`,
    notifyUrl: () =>
      psp.embedded
        ? `${selfUrl(app, config)}${notifyPath}`
        : `${config.publicUrl ?? selfUrl(app, config)}${notifyPath}`,
    ...(psp.embedded ? { post: inProcessPost(app, config) } : {}),
  });
}
