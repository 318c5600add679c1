import { shouldLoadTag } from './decision';
import type { createTracker, TrackingEvent } from './tracker';

type Tracker = ReturnType<typeof createTracker>;

const APP_ID = import.meta.env.VITE_ADVERTISER_APP_ID as string | undefined;
let loading: Promise<Tracker> | null = null;
let loaded: Tracker | null = null;

/**
 * The tracker and the vendor's adapter load only once the tag is due (+92 player, app id set at
 * build time, VITE_ADVERTISER_APP_ID), so a first screen without advertising carries neither.
 */
function load(): Promise<Tracker> {
  loading ??= import('./tracker').then(({ createTracker }) => {
    loaded = createTracker({
      appId: APP_ID,
      load: (appId) => import('./adjust').then(({ loadAdjustTag }) => loadAdjustTag(appId)),
    });
    return loaded;
  });
  return loading;
}

/**
 * The app's one tracker. Advertising never breaks the app: a tracker that cannot load (offline,
 * blocked) is let go quietly, so callers need not await or catch.
 */
export const tracker = {
  start(prefix: string | null) {
    if (!shouldLoadTag({ appId: APP_ID, prefix })) return;
    load()
      .then((t) => t.start(prefix))
      .catch(() => undefined);
  },
  async track(event: TrackingEvent, prefix: string | null, revenue?: number) {
    if (!shouldLoadTag({ appId: APP_ID, prefix })) return;
    try {
      await (await load()).track(event, prefix, revenue);
    } catch {
      /* see above */
    }
  },
  attributionId: () => loaded?.attributionId() ?? null,
};
