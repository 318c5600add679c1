import {
  adminAppSettings,
  adminAppSettingsSave,
  adminContactDelete,
  adminContacts,
  adminContactSave,
  adminMoneyRules,
  adminMoneyRulesSave,
} from '@khel/contract/admin-settings';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serviceContacts } from '../../db/schema';
import { registerAdminEndpoint, type OperatorsDeps } from '../operators';
import { APP_SETTING_KEYS, appSettingValues, readAppSettings } from './app-settings';
import { listContacts, lockedContact, presentContact } from './contacts';
import { readMoneyRules } from './money-rules';
import { storedSettings, writeSettings } from './store';

/**
 * Deposit and withdrawal rules, wagering multiples, app settings and customer-service contacts
 * (docs/architecture.md §11). Each write locks the rows it replaces, so its audit row's `before`
 * is what it replaced, and commits with that audit row.
 */
export function settingsAdminRoutes(app: FastifyInstance, admin: OperatorsDeps) {
  registerAdminEndpoint(app, admin, adminMoneyRules, (_input, context) =>
    readMoneyRules(context.db),
  );
  registerAdminEndpoint(app, admin, adminMoneyRulesSave, async (input, context) => {
    await context.transaction(async (tx, audit) => {
      const before = (await storedSettings(tx, [input.key], { lock: true }))[input.key] ?? null;
      await writeSettings(tx, { [input.key]: input.value });
      audit({
        action: `settings.${input.key}`,
        targetType: 'app_setting',
        targetId: input.key,
        before,
        after: input.value,
      });
    });
    return readMoneyRules(context.db);
  });

  registerAdminEndpoint(app, admin, adminAppSettings, (_input, context) =>
    readAppSettings(context.db),
  );
  registerAdminEndpoint(app, admin, adminAppSettingsSave, async (input, context) => {
    await context.transaction(async (tx, audit) => {
      const before = await storedSettings(tx, APP_SETTING_KEYS, { lock: true });
      const after = appSettingValues(input, before.links);
      await writeSettings(tx, after);
      audit({ action: 'settings.app', targetType: 'app_setting', targetId: 'app', before, after });
    });
    return readAppSettings(context.db);
  });

  registerAdminEndpoint(app, admin, adminContacts, async (_input, context) => ({
    list: await listContacts(context.db),
  }));
  registerAdminEndpoint(app, admin, adminContactSave, ({ id, ...values }, context) =>
    context.transaction(async (tx, audit) => {
      if (id) {
        const before = presentContact(await lockedContact(tx, id));
        const [row] = await tx
          .update(serviceContacts)
          .set(values)
          .where(eq(serviceContacts.id, Number(id)))
          .returning();
        const after = presentContact(row!);
        audit({
          action: 'contact.update',
          targetType: 'service_contact',
          targetId: id,
          before,
          after,
        });
        return after;
      }
      const [row] = await tx.insert(serviceContacts).values(values).returning();
      const after = presentContact(row!);
      audit({ action: 'contact.create', targetType: 'service_contact', targetId: after.id, after });
      return after;
    }),
  );
  registerAdminEndpoint(app, admin, adminContactDelete, ({ id }, context) =>
    context.transaction(async (tx, audit) => {
      const before = presentContact(await lockedContact(tx, id));
      await tx.delete(serviceContacts).where(eq(serviceContacts.id, Number(id)));
      audit({ action: 'contact.delete', targetType: 'service_contact', targetId: id, before });
      return { ok: true as const };
    }),
  );
}
