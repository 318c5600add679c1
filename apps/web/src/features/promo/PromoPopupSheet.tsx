import type { TCampaign } from '@khel/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { openLink } from '../../router/navigation';
import { Button } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import { PromoArt } from './PromoArt';
import { hidePopupForToday } from './popupDay';
import { isAppPage } from './appLink';
import styles from './PromoPopup.module.css';

/**
 * The promo popup itself (PromoPopup.tsx shows it): its image, title, text and a way to its
 * page, with "don't show again today" (the platform's day, `clockOffset`).
 */
export function PromoPopupSheet({
  popup,
  clockOffset,
  onClose,
}: {
  popup: TCampaign;
  clockOffset: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('promo');
  const [hideToday, setHideToday] = useState(false);

  const handleClose = () => {
    if (hideToday) hidePopupForToday(new Date(), clockOffset);
    onClose();
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
