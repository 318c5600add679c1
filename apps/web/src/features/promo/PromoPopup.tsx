import type { TCampaign } from '@khel/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { openLink } from '../../router/navigation';
import { findRoute } from '../../router/routes';
import { Button } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import { usePlatformClock } from '../clock';
import { PromoArt } from './PromoArt';
import { hidePopupForToday, isPopupHiddenToday } from './popupDay';
import styles from './PromoPopup.module.css';
import { useCachedPromoList } from './promoList';

/** Whether a link from the server names a page of the app (docs/product.md §2 page table). */
export function isAppPage(link: string | null): link is string {
  if (!link) return false;
  return findRoute(new URL(link, 'https://app.invalid').pathname) !== undefined;
}

/** Shown once per launch: closing it (or leaving through it) keeps it closed until reload. */
let closedThisLaunch = false;

/**
 * The operator's promo popup (docs/product.md §2), shown after launch: its image, title, text
 * and a way to its page, with "don't show again today" (the platform's day).
 */
export function PromoPopup() {
  const { t } = useTranslation('promo');
  const clock = usePlatformClock();
  const promotions = useCachedPromoList();
  const [closed, setClosed] = useState(closedThisLaunch);
  const [hideToday, setHideToday] = useState(false);
  const popup = promotions.data?.popup ?? null;

  if (!popup || closed || isPopupHiddenToday(new Date(), clock.offset)) return null;

  const handleClose = () => {
    if (hideToday) hidePopupForToday(new Date(), clock.offset);
    closedThisLaunch = true;
    setClosed(true);
  };
  const link = isAppPage(popup.link) ? popup.link : null;
  const handleView = () => {
    handleClose();
    if (link) openLink(link);
  };

  return (
    <Sheet open placement="center" title={popup.title} onClose={handleClose}>
      <div className={styles.body} data-testid="promo-popup">
        <PopupArt popup={popup} />
        <p className={styles.text}>{popup.rules}</p>
        {link && (
          <Button variant="accent" block onClick={handleView}>
            {t('popup.view')}
          </Button>
        )}
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={hideToday}
            onChange={(e) => setHideToday(e.target.checked)}
          />
          {t('popup.dontShowToday')}
        </label>
      </div>
    </Sheet>
  );
}

function PopupArt({ popup }: { popup: TCampaign }) {
  if (popup.bannerUrl) return <img className={styles.image} src={popup.bannerUrl} alt="" />;
  return <PromoArt icon="gift" tone="red" size="lg" />;
}
