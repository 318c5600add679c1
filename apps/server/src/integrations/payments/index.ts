import { createHmac } from 'node:crypto';
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
 * The gateway deposits and withdrawals use. Embedded (default): apps/psp-sandbox in this process,
 * reached over HTTP like any PSP. Otherwise the gateway at PSP_URL with PSP_SECRET; its callbacks
 * come to PUBLIC_URL.
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
  });
}
