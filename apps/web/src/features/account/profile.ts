import type { StoredUserInfo } from '../../stores/session';

/**
 * The player's profile as the account pages show it, read from the stored user info.
 * The original app does not show the user-info fields; we read the names of the accounts contract
 * (/user/getUserInfo, TUserInfo): userId, nickname, avatar, phone (E.164; `mobile` also
 * accepted), birthday (YYYY-MM-DD), email, whatsapp, facebook, telegram, twitter, vipLevel,
 * isGuest, balance and wagerRemaining (rupees).
 */
export const CONTACT_FIELDS = ['whatsapp', 'facebook', 'telegram', 'twitter'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export interface PlayerProfile {
  id: string | null;
  nickname: string | null;
  avatar: string | null;
  mobile: string | null;
  birthday: string | null;
  email: string | null;
  whatsapp: string | null;
  facebook: string | null;
  telegram: string | null;
  twitter: string | null;
  vipLevel: number;
  /** A one-click account: no phone yet, logs in with ID and the generated password. */
  isGuest: boolean;
  /** Null until the wallet answers one: never show an invented balance. */
  balance: number | null;
  /** Rupees still to bet before a withdrawal; null until the wallet answers. */
  wagerRemaining: number | null;
}

const text = (value: unknown): string | null => {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
};

const number = (value: unknown): number | null => {
  const parsed = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
};

export function readProfile(userInfo: StoredUserInfo | null, uid: string | null): PlayerProfile {
  const info = userInfo ?? {};
  return {
    id: text(uid) ?? text(info.userId) ?? text(info.uid),
    nickname: text(info.nickname),
    avatar: text(info.avatar),
    mobile: text(info.phone) ?? text(info.mobile),
    birthday: text(info.birthday),
    email: text(info.email),
    whatsapp: text(info.whatsapp),
    facebook: text(info.facebook),
    telegram: text(info.telegram),
    twitter: text(info.twitter),
    vipLevel: Math.max(0, Math.floor(number(info.vipLevel) ?? 0)),
    isGuest: info.isGuest === true,
    balance: number(info.balance),
    wagerRemaining: number(info.wagerRemaining),
  };
}

/** The letter in the avatar circle: the name's first character, upper-cased. */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

/**
 * `+923001234567` → `+92 300****567`: enough to recognise, not enough to copy. The calling code
 * is split off when it is one of `prefixes` (its length varies by country).
 */
export function maskPhone(mobile: string, prefixes: readonly string[] = []): string {
  const compact = mobile.replace(/\s/g, '');
  const prefix = prefixes.find((p) => compact.startsWith(p)) ?? '';
  const digits = compact.slice(prefix.length);
  if (!/^\d{7,}$/.test(digits)) return mobile;
  const masked = `${digits.slice(0, 3)}****${digits.slice(-3)}`;
  return prefix ? `${prefix} ${masked}` : masked;
}

/** The national part of a stored number, to prefill a phone input whose prefix is shown. */
export function nationalPart(mobile: string | null, prefix: string): string {
  if (!mobile) return '';
  const compact = mobile.replace(/\s/g, '');
  return compact.startsWith(prefix) ? compact.slice(prefix.length) : compact.replace(/^\+/, '');
}
