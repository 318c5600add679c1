import type { AdvertiserTag, TrackingEvent } from './tracker';

/**
 * The advertiser behind the adapter: Adjust's Web SDK (docs/product.md §3 names the app state's
 * `adjustAdid`). The app id is Adjust's app token; each event needs its event token from the
 * Adjust dashboard (VITE_ADVERTISER_EVENT_TOKENS, `register:abc123,login:def456`); an event
 * without one is not sent. This is the only file that knows the vendor.
 */
const ADJUST_SDK_URL = 'https://cdn.adjust.com/adjust-latest.min.js';

interface AdjustSdk {
  initSdk(options: { appToken: string; environment: 'production' | 'sandbox' }): void;
  trackEvent(options: { eventToken: string; revenue?: number; currency?: string }): void;
  getAttribution(): { adid?: string } | undefined;
}

declare global {
  interface Window {
    Adjust?: AdjustSdk;
  }
}

/** `register:abc123,login:def456` → { register: 'abc123', login: 'def456' }. */
export function parseEventTokens(
  setting: string | undefined,
): Partial<Record<TrackingEvent, string>> {
  const tokens: Partial<Record<TrackingEvent, string>> = {};
  for (const pair of (setting ?? '').split(',')) {
    const [event, token] = pair.split(':').map((part) => part.trim());
    if ((event === 'register' || event === 'login' || event === 'purchase') && token) {
      tokens[event] = token;
    }
  }
  return tokens;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.appendChild(script);
  });
}

export async function loadAdjustTag(appId: string): Promise<AdvertiserTag> {
  await loadScript(ADJUST_SDK_URL);
  const sdk = window.Adjust;
  if (!sdk) throw new Error('the Adjust SDK did not start');
  sdk.initSdk({ appToken: appId, environment: import.meta.env.PROD ? 'production' : 'sandbox' });
  const tokens = parseEventTokens(
    import.meta.env.VITE_ADVERTISER_EVENT_TOKENS as string | undefined,
  );
  return {
    track: (event, revenue) => {
      const eventToken = tokens[event];
      if (!eventToken) return;
      // A purchase carries its amount; the platform's money is Indian rupees.
      sdk.trackEvent(
        revenue === undefined ? { eventToken } : { eventToken, revenue, currency: 'INR' },
      );
    },
    attributionId: () => sdk.getAttribution()?.adid ?? null,
  };
}
