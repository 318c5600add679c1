/** docs/product.md §4: the attribution id is polled every 500 ms, up to 30 times. */
export const ATTRIBUTION_POLL_MS = 500;
export const ATTRIBUTION_MAX_TRIES = 30;

/**
 * Reads the advertiser's attribution id every `intervalMs` until it is there; answers null after
 * `maxTries` reads without one. A read that throws counts as a try without an id.
 */
export function pollAttributionId(
  read: () => string | null | undefined,
  { intervalMs = ATTRIBUTION_POLL_MS, maxTries = ATTRIBUTION_MAX_TRIES } = {},
): Promise<string | null> {
  return new Promise((resolve) => {
    let tries = 0;
    const tick = () => {
      tries += 1;
      let id: string | null | undefined = null;
      try {
        id = read();
      } catch {
        id = null;
      }
      if (id) resolve(id);
      else if (tries >= maxTries) resolve(null);
      else setTimeout(tick, intervalMs);
    };
    setTimeout(tick, intervalMs);
  });
}
