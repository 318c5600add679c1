import {
  adminCategories,
  adminCategoryUpdate,
  adminGame,
  adminGames,
  adminGameSettings,
  adminGameSettingsSave,
  adminGameUpdate,
} from '@khel/contract/admin-settings';
import type { FastifyInstance } from 'fastify';
import { registerAdminEndpoint, type OperatorsDeps } from '../operators';
import {
  listCategories,
  listGames,
  readGame,
  readGameSettings,
  saveGameSettings,
  updateCategory,
  updateGame,
  type GameAdminDeps,
} from './catalogue-admin';

export type { GameAdminDeps } from './catalogue-admin';

/** The games catalogue, categories, and the in-house games' RTP and limits (§6, §11). */
export function gameAdminRoutes(app: FastifyInstance, admin: OperatorsDeps, deps: GameAdminDeps) {
  registerAdminEndpoint(app, admin, adminGames, (input, context) => listGames(context.db, input));
  registerAdminEndpoint(app, admin, adminGame, ({ id }, context) => readGame(context.db, id));
  registerAdminEndpoint(app, admin, adminGameUpdate, ({ id, ...change }, context) =>
    updateGame(context, id, change),
  );
  registerAdminEndpoint(app, admin, adminCategories, (_input, context) =>
    listCategories(context.db),
  );
  registerAdminEndpoint(app, admin, adminCategoryUpdate, ({ code, ...change }, context) =>
    updateCategory(context, code, change),
  );
  registerAdminEndpoint(app, admin, adminGameSettings, ({ id }, context) =>
    readGameSettings(context.db, deps, id),
  );
  registerAdminEndpoint(app, admin, adminGameSettingsSave, (input, context) =>
    saveGameSettings(context, deps, input),
  );
}
