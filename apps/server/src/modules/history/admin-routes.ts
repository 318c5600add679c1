import { adminPlayerProtection, adminProtectionEvents } from '@khel/contract/admin-protection';
import type { FastifyInstance } from 'fastify';
import { registerAdminEndpoint, type OperatorsDeps } from '../operators';
import { listProtectionEvents, playerProtection } from './admin';

/** The back office's Protection screen and the player page's protection (README.md). */
export function registerProtectionAdmin(app: FastifyInstance, admin: OperatorsDeps) {
  registerAdminEndpoint(app, admin, adminProtectionEvents, (input, context) =>
    listProtectionEvents(context.db, input),
  );
  registerAdminEndpoint(app, admin, adminPlayerProtection, (input, context) =>
    playerProtection(context.db, input.playerId, context.at),
  );
}
