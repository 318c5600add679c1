import { pollAttributionId } from './attribution';
import { shouldLoadTag } from './decision';

/** Events of docs/product.md §4; purchase is sent when a recharge order is created (wallet issue). */
export type TrackingEvent = 'register' | 'login' | 'purchase';

/** What the app needs of an advertiser's tag, whoever the vendor is. */
export interface AdvertiserTag {
  /** `revenue`: the purchase's amount, in rupees. */
  track(event: TrackingEvent, revenue?: number): void;
  attributionId(): string | null;
}

export type TagLoader = (appId: string) => Promise<AdvertiserTag>;

/**
 * The advertiser tracking of docs/product.md §4: the tag loads once, for +92 players, when an app id is
 * configured; then its attribution id is polled and kept for the `adid` of every request.
 * Without an app id every call does nothing.
 */
export function createTracker(options: { appId: string | undefined; load: TagLoader }) {
  let tag: Promise<AdvertiserTag | null> | null = null;
  let adid: string | null = null;

  const start = (prefix: string | null): Promise<AdvertiserTag | null> => {
    if (!shouldLoadTag({ appId: options.appId, prefix })) return Promise.resolve(null);
    tag ??= options
      .load(options.appId!.trim())
      .then((loaded) => {
        void pollAttributionId(() => loaded.attributionId()).then((id) => {
          adid = id;
        });
        return loaded;
      })
      .catch(() => null);
    return tag;
  };

  return {
    start: (prefix: string | null) => void start(prefix),
    track: async (event: TrackingEvent, prefix: string | null, revenue?: number) => {
      const loaded = await start(prefix);
      if (revenue === undefined) loaded?.track(event);
      else loaded?.track(event, revenue);
    },
    attributionId: () => adid,
  };
}
