import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openLink } from '../../router/navigation';
import { Button } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import { PromoArt } from './PromoArt';
import { hidePopupForToday, isPopupHiddenToday } from './popupDay';
import styles from './PromoPopup.module.css';
import type { PromoPopupItem } from './types';

export interface PromoPopupProps {
  /** The promotion to announce; nothing shows without one. */
  promo: PromoPopupItem | null;
}

/** The promo popup of docs/product.md §2, with "don't show again today". */
export function PromoPopup({ promo }: PromoPopupProps) {
  const { t } = useTranslation('promo');
  const [dismissed, setDismissed] = useState(false);
  const [hideToday, setHideToday] = useState(false);

  if (!promo || dismissed || isPopupHiddenToday(new Date())) return null;

  const handleClose = () => {
    if (hideToday) hidePopupForToday(new Date());
    setDismissed(true);
  };
  const handleView = () => {
    handleClose();
    openLink(promo.url);
  };

  return (
    <Sheet open placement="center" title={promo.title} onClose={handleClose}>
      <div className={styles.body}>
        <PromoArt icon={promo.art.icon} tone={promo.art.tone} size="lg" />
        <p className={styles.text}>{promo.description}</p>
        <Button variant="accent" block onClick={handleView}>
          {t('popup.view')}
        </Button>
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
