/** docs/product.md §4: the advertiser tag is for +92 players, and only with an advertiser app id. */
export const TRACKED_PREFIX = '+92';

export function shouldLoadTag(options: {
  appId: string | null | undefined;
  prefix: string | null | undefined;
}): boolean {
  return Boolean(options.appId?.trim()) && options.prefix === TRACKED_PREFIX;
}
