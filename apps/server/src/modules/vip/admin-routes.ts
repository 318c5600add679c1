import {
  adminVipLevelDelete,
  adminVipLevels,
  adminVipLevelSave,
} from '@khel/contract/admin-settings';
import type { FastifyInstance } from 'fastify';
import { registerAdminEndpoint, type OperatorsDeps } from '../operators';
import { deleteVipLevel, levels, saveVipLevel } from './levels-admin';

/** The back office's VIP levels (README.md; docs/architecture.md §11). */
export function vipAdminRoutes(app: FastifyInstance, admin: OperatorsDeps) {
  registerAdminEndpoint(app, admin, adminVipLevels, async (_input, context) => ({
    list: await levels(context.db),
  }));
  registerAdminEndpoint(app, admin, adminVipLevelSave, (input, context) =>
    saveVipLevel(context, input),
  );
  registerAdminEndpoint(app, admin, adminVipLevelDelete, ({ level }, context) =>
    deleteVipLevel(context, level),
  );
}
