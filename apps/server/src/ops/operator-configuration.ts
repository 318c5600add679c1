/**
 * The operator configuration at start. Sandbox mode seeds the demo configuration (src/db/seed.ts);
 * production seeds nothing: it starts with empty operator tables, which every reader answers
 * with a safe default (closed or bare, never an error), and main.ts logs what is still unset.
 */
import { count, eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { games, rankingAwards, vipLevels } from '../db/schema';
import { seedDemoConfiguration } from '../db/seed';
import {
  APP_CONFIG_DEFAULTS,
  listEnabledServiceContacts,
  readSettings,
} from '../modules/app-config';
import { readDepositConfig } from '../modules/deposits';
import { activeOwnerCount } from '../modules/operators';

/** Seeds the demo configuration in sandbox mode only; returns whether it was seeded now. */
export function seedForMode(db: Db, config: Pick<Config, 'sandbox'>): Promise<boolean> {
  return config.sandbox ? seedDemoConfiguration(db) : Promise.resolve(false);
}

const rows = async (db: Db, query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/** What the operator has not configured yet, each with what players see meanwhile. */
export async function missingConfiguration(db: Db): Promise<string[]> {
  const missing: string[] = [];
  const settings = await readSettings(db);
  const unset = Object.keys(APP_CONFIG_DEFAULTS).filter((key) => !settings.has(key));
  if (unset.length > 0) {
    missing.push(
      `app settings not set (app_settings: ${unset.join(', ')}): the app shows defaults`,
    );
  }
  if (!settings.has('referral')) {
    missing.push(
      'referral not configured (app_settings "referral"): invitees are counted but no reward is paid',
    );
  }
  const deposit = await readDepositConfig(db);
  const { imps, upi } = deposit.transferAccounts;
  if (
    deposit.rechargeTypeList.length === 0 &&
    !imps &&
    !upi &&
    deposit.crypto.length === 0 &&
    deposit.agents.length === 0
  ) {
    missing.push(
      'no deposit channels configured (app_settings "deposit"): deposits are closed, the Deposit page offers no way to pay',
    );
  }
  if ((await rows(db, db.select({ n: count() }).from(vipLevels))) === 0) {
    missing.push('no VIP levels (vip_levels): withdrawals are refused, the daily limit is 0');
  }
  if ((await listEnabledServiceContacts(db)).length === 0) {
    missing.push(
      'no customer-service contacts (service_contacts): the Customer Service page says it is not configured',
    );
  }
  const enabledGames = db.select({ n: count() }).from(games).where(eq(games.enabled, true));
  if ((await rows(db, enabledGames)) === 0) {
    missing.push('no games in the catalogue (games): Home and search show none');
  }
  if ((await rows(db, db.select({ n: count() }).from(rankingAwards))) === 0) {
    missing.push('no ranking awards (ranking_awards): the ranking periods close paying nothing');
  }
  if ((await activeOwnerCount(db)) === 0) {
    missing.push(
      'no back-office owner (operators): nobody can sign in at /admin to review withdrawals or run the platform; create one with `npm run admin:create-owner`',
    );
  }
  return missing;
}
