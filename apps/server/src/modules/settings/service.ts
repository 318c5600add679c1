import type { TAppSettings, TServiceContactInput } from '@khel/contract/admin-settings';
import { eq } from 'drizzle-orm';
import { serviceContacts } from '../../db/schema';
import { storedSettings } from '../app-config';
import type { AdminContext } from '../operators';
import { APP_SETTING_KEYS, appSettingValues, readAppSettings } from './app-settings';
import { lockedContact, presentContact } from './contacts';
import { readMoneyRules } from './money-rules';
import { writeSettings } from './store';

export { readAppSettings } from './app-settings';
export { listContacts } from './contacts';
export { readMoneyRules } from './money-rules';

/**
 * The settings area's writes. Each locks the rows it replaces, so its audit row's `before` is
 * what it replaced, and commits with that audit row.
 */
export async function saveMoneyRule(
  context: AdminContext,
  input: { key: 'withdraw' | 'wagering' | 'deposit'; value: unknown },
) {
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
}

export async function saveAppSettings(context: AdminContext, input: TAppSettings) {
  await context.transaction(async (tx, audit) => {
    const before = await storedSettings(tx, APP_SETTING_KEYS, { lock: true });
    const after = appSettingValues(input, before.links);
    await writeSettings(tx, after);
    audit({ action: 'settings.app', targetType: 'app_setting', targetId: 'app', before, after });
  });
  return readAppSettings(context.db);
}

export const saveContact = (
  context: AdminContext,
  { id, ...values }: TServiceContactInput & { id?: string },
) =>
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
  });

export const deleteContact = (context: AdminContext, id: string) =>
  context.transaction(async (tx, audit) => {
    const before = presentContact(await lockedContact(tx, id));
    await tx.delete(serviceContacts).where(eq(serviceContacts.id, Number(id)));
    audit({ action: 'contact.delete', targetType: 'service_contact', targetId: id, before });
    return { ok: true as const };
  });
