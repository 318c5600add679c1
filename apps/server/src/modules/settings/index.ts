/**
 * The back office's settings area (docs/architecture.md §11): deposit and withdrawal rules,
 * wagering multiples, app settings and customer-service contacts here; VIP levels and the games
 * catalogue with RTP and limits served by their own modules, registered with them.
 */
import type { FastifyInstance } from 'fastify';
import { gameAdminRoutes, type GameAdminDeps } from '../games';
import type { OperatorsDeps } from '../operators';
import { vipAdminRoutes } from '../vip';
import { settingsAdminRoutes } from './admin-routes';

export function registerSettingsAdmin(
  api: FastifyInstance,
  admin: OperatorsDeps,
  games: GameAdminDeps,
) {
  settingsAdminRoutes(api, admin);
  vipAdminRoutes(api, admin);
  gameAdminRoutes(api, admin, games);
}
