import {
  adminAppSettings,
  adminAppSettingsSave,
  adminContactDelete,
  adminContacts,
  adminContactSave,
  adminMoneyRules,
  adminMoneyRulesSave,
} from '@khel/contract/admin-settings';
import type { FastifyInstance } from 'fastify';
import { registerAdminEndpoint, type OperatorsDeps } from '../operators';
import {
  deleteContact,
  listContacts,
  readAppSettings,
  readMoneyRules,
  saveAppSettings,
  saveContact,
  saveMoneyRule,
} from './service';

/**
 * Deposit and withdrawal rules, wagering multiples, app settings and customer-service contacts
 * (docs/architecture.md §11), validated by the contract's schemas the readers use too.
 */
export function settingsAdminRoutes(app: FastifyInstance, admin: OperatorsDeps) {
  registerAdminEndpoint(app, admin, adminMoneyRules, (_input, context) =>
    readMoneyRules(context.db),
  );
  registerAdminEndpoint(app, admin, adminMoneyRulesSave, (input, context) =>
    saveMoneyRule(context, input),
  );
  registerAdminEndpoint(app, admin, adminAppSettings, (_input, context) =>
    readAppSettings(context.db),
  );
  registerAdminEndpoint(app, admin, adminAppSettingsSave, (input, context) =>
    saveAppSettings(context, input),
  );
  registerAdminEndpoint(app, admin, adminContacts, async (_input, context) => ({
    list: await listContacts(context.db),
  }));
  registerAdminEndpoint(app, admin, adminContactSave, (input, context) =>
    saveContact(context, input),
  );
  registerAdminEndpoint(app, admin, adminContactDelete, ({ id }, context) =>
    deleteContact(context, id),
  );
}
