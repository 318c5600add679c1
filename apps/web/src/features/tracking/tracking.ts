import { loadAdjustTag } from './adjust';
import { createTracker } from './tracker';

/** The app's one tracker, configured at build time (VITE_ADVERTISER_APP_ID). */
export const tracker = createTracker({
  appId: import.meta.env.VITE_ADVERTISER_APP_ID as string | undefined,
  load: loadAdjustTag,
});
