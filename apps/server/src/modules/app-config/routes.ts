import { appConfigEndpoint, languagesEndpoint, serviceIndexEndpoint } from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/api';
import { getAppConfig, getServiceInfo, listLanguages, type AppConfigDeps } from './service';

export function appConfigRoutes(app: FastifyInstance, deps: AppConfigDeps) {
  registerEndpoint(app, appConfigEndpoint, () => getAppConfig(deps));
  registerEndpoint(app, serviceIndexEndpoint, () => getServiceInfo(deps.db));
  registerEndpoint(app, languagesEndpoint, () => listLanguages());
}
