import {
  APP_ID,
  SERVICE_KINDS,
  UI_LANGUAGES,
  ZAppConfigResponse,
  type TAppConfigResponse,
  type TLanguage,
  type TServiceIndexResponse,
} from '@khel/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { listEnabledServiceContacts, readSetting, readSettings, storedSettings } from './store';
import { PLATFORM_TIMEZONE } from '@khel/contract/dates';
import {
  countryOf,
  offeredPhonePrefixes,
  type CountryRule,
  type JurisdictionRules,
} from '../jurisdiction';

export interface AppConfigDeps {
  db: Db;
  /** Sandbox mode: the app shows its balances as sandbox money. */
  sandbox: boolean;
  /** The countries the licence covers: the phone prefixes offered are within them. */
  jurisdiction: JurisdictionRules;
}

export { readSetting };

/** The platform's zone (app_settings `timezone`): days, months and daily limits are counted in it. */
export async function readTimezone(db: Db): Promise<string> {
  return timezoneOf(await readSetting(db, 'timezone'));
}

const timezoneOf = (value: unknown) => (typeof value === 'string' ? value : PLATFORM_TIMEZONE);

/**
 * What /u/gconfig answers for a setting the operator has not made: production starts with an
 * empty app_settings (the demo configuration is sandbox-only), and the app must still load.
 */
export const APP_CONFIG_DEFAULTS = {
  appName: 'Khel',
  appVersion: '1.0.0',
  appVersionCode: 100,
  currencySign: 'Rs',
  phoneNumberPrefix: '+92',
  phoneNumberPrefixes: ['+92', '+91'],
  theme: 'green',
  timezone: PLATFORM_TIMEZONE,
} as const;

/** An operator's setting as stored, else its default (APP_CONFIG_DEFAULTS). */
const settingIn = <K extends keyof typeof APP_CONFIG_DEFAULTS>(
  stored: Map<string, unknown>,
  key: K,
) => (stored.has(key) ? stored.get(key) : APP_CONFIG_DEFAULTS[key]);

/** The settings the market's phone prefixes are read from. */
const MARKET_KEYS = ['phoneNumberPrefix', 'phoneNumberPrefixes'] as const;

/**
 * The phone prefixes /u/gconfig offers: the operator's within the licence, its default first.
 * `stored` holds the operator's values of MARKET_KEYS (at least).
 */
function offeredPrefixes(stored: Map<string, unknown>, jurisdiction: JurisdictionRules) {
  const operatorPrefixes = settingIn(stored, 'phoneNumberPrefixes');
  return offeredPhonePrefixes(jurisdiction, {
    prefixes: Array.isArray(operatorPrefixes) ? (operatorPrefixes as string[]) : [],
    default: String(settingIn(stored, 'phoneNumberPrefix')),
  });
}

/** The country of a player with `phone`, the market's read from `stored` (MARKET_KEYS). */
const countryIn = (
  jurisdiction: JurisdictionRules,
  phone: string | null,
  stored: Map<string, unknown>,
) =>
  countryOf(
    jurisdiction,
    { phone },
    phone ? '' : (offeredPrefixes(stored, jurisdiction).default ?? ''),
  );

const storedMap = async (db: Db, keys: readonly string[]) =>
  new Map(Object.entries(await storedSettings(db, keys)));

/**
 * A player's country (jurisdiction README "A player's country"): the bound phone's prefix, else
 * the market's default — the prefix /u/gconfig offers first, as the web app's deposit guard
 * reads it (docs/product.md §2). Null when the licence covers neither.
 */
export async function countryOfPlayer(
  db: Db,
  jurisdiction: JurisdictionRules,
  phone: string | null,
): Promise<CountryRule | null> {
  return countryIn(jurisdiction, phone, phone ? new Map() : await storedMap(db, MARKET_KEYS));
}

/**
 * What a deposit order's checks read of the settings, in one statement: the player's country
 * (as countryOfPlayer) and the platform's zone (as readTimezone).
 */
export async function orderSettings(
  db: Db,
  jurisdiction: JurisdictionRules,
  phone: string | null,
): Promise<{ country: CountryRule | null; timezone: string }> {
  const stored = await storedMap(db, ['timezone', ...MARKET_KEYS]);
  return {
    country: countryIn(jurisdiction, phone, stored),
    timezone: timezoneOf(stored.get('timezone')),
  };
}

/** App info for /u/gconfig, from the operator's settings within the licence's countries. */
export async function getAppConfig({
  db,
  sandbox,
  jurisdiction,
}: AppConfigDeps): Promise<TAppConfigResponse> {
  const settings = await readSettings(db);
  const setting = <K extends keyof typeof APP_CONFIG_DEFAULTS>(key: K) => settingIn(settings, key);
  const links = (settings.get('links') ?? {}) as Record<string, unknown>;
  const phones = offeredPrefixes(settings, jurisdiction);
  const parsed = ZAppConfigResponse.safeParse({
    appId: APP_ID,
    appName: setting('appName'),
    appVersion: setting('appVersion'),
    appVersionCode: setting('appVersionCode'),
    appConfig: JSON.stringify({
      manual_recharge_url: links.manual_recharge_url ?? '',
      faq_url: links.faq_url ?? '',
      // The Promo tab's community (Telegram) link; the tab is hidden while it is empty.
      telegram_url: links.telegram_url ?? '',
    }),
    currencySign: setting('currencySign'),
    phoneNumberPrefix: phones.default,
    phoneNumberPrefixes: phones.prefixes,
    theme: setting('theme'),
    timezone: setting('timezone'),
    sandboxMoney: sandbox,
  });
  // A broken operator setting is the operator's problem, not the player's: say so in the logs.
  if (!parsed.success) throw new Error(`app_settings are incomplete: ${parsed.error.message}`);
  return parsed.data;
}

/** Customer-service contacts grouped by kind (docs/product.md §3 service info). */
export async function getServiceInfo(db: Db): Promise<TServiceIndexResponse> {
  const contacts = await listEnabledServiceContacts(db);
  const mobile = SERVICE_KINDS.flatMap((kind) => {
    const ofKind = contacts.filter((c) => c.kind === kind);
    if (ofKind.length === 0) return [];
    return [
      {
        mobileName: kind,
        mobileNumber: ofKind.map((c) => c.contact),
        minVipLevel: Math.min(...ofKind.map((c) => c.minVipLevel)),
      },
    ];
  });
  if (mobile.length === 0)
    throw new AppError('unavailable', 'system: customer service is not configured');
  return { mobile };
}

const LANGUAGE_NAMES: Record<(typeof UI_LANGUAGES)[number], [string, string]> = {
  en: ['English', 'English'],
  es: ['Spanish', 'Español'],
  fr: ['French', 'Français'],
  'zh-CN': ['Chinese (Simplified)', '简体中文'],
  'zh-TW': ['Chinese (Traditional)', '繁體中文'],
  id: ['Indonesian', 'Bahasa Indonesia'],
};

export function listLanguages(): TLanguage[] {
  return UI_LANGUAGES.map((code) => ({
    code,
    name: LANGUAGE_NAMES[code][0],
    nativeName: LANGUAGE_NAMES[code][1],
  }));
}
