import type { IconName } from '../../ui/icons';

/** Colour of a promotion's art (see tones.module.css). */
export type PromoTone = 'gold' | 'red' | 'green' | 'purple' | 'blue' | 'orange';

export interface PromoArtSpec {
  icon: IconName;
  tone: PromoTone;
}

/** What the promo popup shows; it comes from the promotions API (not shown in the original app). */
export interface PromoPopupItem {
  id: string;
  title: string;
  description: string;
  /** App page the popup leads to, e.g. /pages/promo/RebatePromo/RebatePromo. */
  url: string;
  art: PromoArtSpec;
}
