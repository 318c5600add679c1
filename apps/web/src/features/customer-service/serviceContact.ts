import type { TServiceIndexResponse } from '@khel/contract';

/** VipCS serves from this level when the service info gives none (docs/product.md §4). */
export const DEFAULT_MIN_VIP_LEVEL = 6;

/**
 * The contact for a player's VIP level (docs/product.md §4): VipCS from its minVipLevel up, VipWebCS from
 * its own minVipLevel up, WebCS for lower levels; a missing kind falls through to the next.
 */
export function pickServiceContact(
  info: TServiceIndexResponse | null,
  vipLevel: number,
): string | null {
  if (!info) return null;
  const entry = (name: string) =>
    info.mobile.find((m) => m.mobileName === name && m.mobileNumber.length > 0);
  const vip = entry('VipCS');
  const vipWeb = entry('VipWebCS');
  const web = entry('WebCS');
  const candidates = [
    vip && vipLevel >= (vip.minVipLevel ?? DEFAULT_MIN_VIP_LEVEL) ? vip : undefined,
    vipWeb && vipLevel >= vipWeb.minVipLevel ? vipWeb : undefined,
    web,
  ];
  return candidates.find(Boolean)?.mobileNumber[0] ?? null;
}

/** An https link opens as it is; a phone number opens a WhatsApp chat. */
export function contactUrl(contact: string): string | null {
  if (/^https:\/\//i.test(contact)) return contact;
  const digits = contact.replace(/[^\d]/g, '');
  return digits.length >= 7 ? `https://wa.me/${digits}` : null;
}
