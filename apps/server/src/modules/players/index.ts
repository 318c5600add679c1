import type { FastifyInstance } from 'fastify';
import { adminPlayerRoutes } from './admin-routes';
import type { PlayersAdminOptions } from './admin-service';
import { playerRoutes as appRoutes, type PlayerRouteOptions } from './routes';
import type { PlayersDeps } from './service';

/**
 * The players module's public door (docs/architecture.md): the player's own profile routes and
 * the back office's player calls (README.md "Back office").
 */
export async function playerRoutes(
  app: FastifyInstance,
  deps: PlayersDeps,
  options: PlayerRouteOptions & { admin: PlayersAdminOptions },
) {
  await appRoutes(app, deps, options);
  adminPlayerRoutes(app, options.admin);
}
