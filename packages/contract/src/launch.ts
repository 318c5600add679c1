import type { TAppConfigResponse, TServiceIndexResponse } from './app';
import type { UiLanguage } from './constants';
import type { TBannerListResponse, TGameLobbyResponse, TRollMsgResponse } from './games';
import type { TPromoListResponse } from './promotions';
import type { Messages } from './translate';

/**
 * What the server writes into the player app's page for the first screen (docs/architecture.md
 * §7): the answers the launch would fetch next — app and service info, Home's banners, marquee and
 * game list, the running campaigns (the promo popup) — and the first screen's words, in `language`
 * (the one Accept-Language names), so the app shows Home without waiting on another round trip. All public: nothing of a player. A part
 * the server could not get is left out, and the app fetches it as before.
 */
export interface TLaunchData {
  language: UiLanguage;
  appInfo?: TAppConfigResponse;
  serviceInfo?: TServiceIndexResponse;
  banners?: TBannerListResponse;
  rollMessages?: TRollMsgResponse;
  lobby?: TGameLobbyResponse;
  promotions?: TPromoListResponse;
  /** The first screen's locale files in `language`, by namespace. */
  words?: Record<string, Messages>;
}
