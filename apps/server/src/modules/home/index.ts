import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { OperatorsDeps } from '../operators';
import { adminHomeRoutes, bannerImageRoute } from './admin-routes';
import { homeRoutes as publicHomeRoutes } from './routes';

/** The home module's public door (docs/architecture.md): Home data and its back-office editing. */
export { listBanners, maskName, rollMessages } from './service';

export function homeRoutes(
  api: FastifyInstance,
  deps: { db: Db },
  options: { admin: OperatorsDeps; apiBase: string },
) {
  publicHomeRoutes(api, deps);
  bannerImageRoute(api, deps);
  adminHomeRoutes(api, options.admin, { apiBase: options.apiBase });
}
