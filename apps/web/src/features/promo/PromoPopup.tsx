import { lazy, useState } from 'react';
import { usePlatformClock } from '../clock';
import { isPopupHiddenToday } from './popupDay';
import { useCachedPromoList } from './promoList';

// Its sheet, art and words load only when there is a popup to show: most launches have none.
const PromoPopupSheet = lazy(() =>
  import('./PromoPopupSheet').then((m) => ({ default: m.PromoPopupSheet })),
);

/** Shown once per launch: closing it (or leaving through it) keeps it closed until reload. */
let closedThisLaunch = false;

/**
 * The operator's promo popup (docs/product.md §2), shown after launch when a campaign has one and
 * the player has not hidden it for today.
 */
export function PromoPopup() {
  const clock = usePlatformClock();
  const promotions = useCachedPromoList();
  const [closed, setClosed] = useState(closedThisLaunch);
  const popup = promotions.data?.popup ?? null;

  if (!popup || closed || isPopupHiddenToday(new Date(), clock.offset)) return null;
  return (
    <PromoPopupSheet
      popup={popup}
      clockOffset={clock.offset}
      onClose={() => {
        closedThisLaunch = true;
        setClosed(true);
      }}
    />
  );
}
