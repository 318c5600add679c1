import { applyPspMigrations, pspPlugin } from '@khel/psp-sandbox';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { embeddedPspSecret, gatewayNotifyPath, inProcessPost, selfUrl } from './index';

/**
 * Runs the sandbox payment gateway (apps/psp-sandbox) in this process under /psp, with this
 * platform as its one merchant, its callbacks to this process answered in process
 * (inProcessPost). Sandbox money only: configuration refuses it in production mode.
 * Its pay pages are linked by absolute URL built from the player's own origin, so they work
 * behind whatever host name the player used.
 */
export async function registerEmbeddedPsp(
  app: FastifyInstance,
  options: { config: Config; db: Db; serverSecret: string },
) {
  const { config, db } = options;
  const { merchantId } = config.psp;
  await applyPspMigrations(db, config.migrationsDirs.psp);
  await app.register(pspPlugin, {
    prefix: '/psp',
    db,
    merchants: [
      {
        id: merchantId,
        name: 'Khel',
        secret: config.psp.secret ?? embeddedPspSecret(options.serverSecret, merchantId),
        get callbackUrl() {
          return `${selfUrl(app, config)}${config.apiBase}${gatewayNotifyPath('sandbox')}`;
        },
        post: inProcessPost(app, config),
      },
    ],
    autoSettlePayoutsAfterSeconds: config.psp.payoutAutoSettleSeconds,
    toolsToken: config.sandboxToolsToken,
  });
}
