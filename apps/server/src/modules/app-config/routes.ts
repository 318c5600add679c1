import { appConfigEndpoint, languagesEndpoint, serviceIndexEndpoint } from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerEndpoint } from '../../plugins/api';
import { getAppConfig, getServiceInfo, listLanguages } from './service';

export function appConfigRoutes(app: FastifyInstance, db: Db) {
  registerEndpoint(app, appConfigEndpoint, () => getAppConfig(db));
  registerEndpoint(app, serviceIndexEndpoint, () => getServiceInfo(db));
  registerEndpoint(app, languagesEndpoint, () => listLanguages());
}
