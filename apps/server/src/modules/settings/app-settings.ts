import { ZAppSettings, type TAppSettings } from '@khel/contract/admin-settings';
import type { Db } from '../../db/client';
import { APP_CONFIG_DEFAULTS, readSettings } from '../app-config';

/** The app_settings keys the App settings form owns (the timezone stays a start-up setting). */
export const APP_SETTING_KEYS = [
  'appName',
  'appVersion',
  'appVersionCode',
  'currencySign',
  'phoneNumberPrefix',
  'phoneNumberPrefixes',
  'theme',
  'links',
  'loginMethods',
] as const;

const LINK_DEFAULTS = { manual_recharge_url: '', faq_url: '', telegram_url: '' };
const LOGIN_DEFAULTS = { password: true, otp: true, id: true, guest: true };

const textOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/**
 * The app settings in force, as /u/gconfig and the sign-in read them: each key the operator
 * set, or the default the app shows meanwhile.
 */
export async function readAppSettings(db: Db): Promise<TAppSettings> {
  const settings = await readSettings(db);
  const setting = <K extends keyof typeof APP_CONFIG_DEFAULTS>(key: K) =>
    settings.has(key) ? settings.get(key) : APP_CONFIG_DEFAULTS[key];
  const links = (settings.get('links') ?? {}) as Record<string, unknown>;
  const login = (settings.get('loginMethods') ?? {}) as Record<string, unknown>;
  return {
    appName: setting('appName') as string,
    appVersion: setting('appVersion') as string,
    appVersionCode: setting('appVersionCode') as number,
    currencySign: setting('currencySign') as string,
    phoneNumberPrefix: setting('phoneNumberPrefix') as string,
    phoneNumberPrefixes: setting('phoneNumberPrefixes') as string[],
    theme: setting('theme') as TAppSettings['theme'],
    links: {
      manual_recharge_url: textOr(links.manual_recharge_url, LINK_DEFAULTS.manual_recharge_url),
      faq_url: textOr(links.faq_url, LINK_DEFAULTS.faq_url),
      telegram_url: textOr(links.telegram_url, LINK_DEFAULTS.telegram_url),
    },
    // As accounts/channels.ts: a method is on unless set to false.
    loginMethods: {
      password: login.password !== false,
      otp: login.otp !== false,
      id: login.id !== false,
      guest: login.guest !== false,
    },
  };
}

/** The stored keys of a validated form (links merged over what else the row holds). */
export function appSettingValues(input: TAppSettings, storedLinks: unknown) {
  const parsed = ZAppSettings.parse(input);
  const links =
    storedLinks !== null && typeof storedLinks === 'object' && !Array.isArray(storedLinks)
      ? { ...(storedLinks as Record<string, unknown>), ...parsed.links }
      : parsed.links;
  return { ...parsed, links, loginMethods: { ...LOGIN_DEFAULTS, ...parsed.loginMethods } };
}
