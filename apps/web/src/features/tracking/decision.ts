/** SPEC.md §4: the advertiser tag is for +92 players, and only with an advertiser app id. */
export const TRACKED_PREFIX = '+92';

export function shouldLoadTag(options: {
  appId: string | null | undefined;
  prefix: string | null | undefined;
}): boolean {
  return Boolean(options.appId?.trim()) && options.prefix === TRACKED_PREFIX;
}

/**
 * Whose prefix counts: the player's bound phone, else the market's (app info's default prefix).
 * A guest or a visitor without a phone is treated as a player of the market.
 */
export function playerPrefix(
  phonePrefix: string | null | undefined,
  marketPrefix: string | null | undefined,
): string | null {
  return phonePrefix || marketPrefix || null;
}
