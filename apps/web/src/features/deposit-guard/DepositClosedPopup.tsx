import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import { openServiceUrl, useServiceUrl } from '../customer-service';
import styles from './DepositClosedPopup.module.css';

export interface DepositClosedPopupProps {
  onClose: () => void;
}

/** The deposit-closed popup (docs/product.md §2): its button opens customer service and closes it. */
export function DepositClosedPopup({ onClose }: DepositClosedPopupProps) {
  const { t } = useTranslation();
  const serviceUrl = useServiceUrl();
  const handleConfirm = () => {
    openServiceUrl(serviceUrl);
    onClose();
  };
  return (
    <Sheet open title={t('tips.title')} onClose={onClose} placement="center">
      <p className={styles.text}>{t('tips.depositClosed')}</p>
      <Button block onClick={handleConfirm}>
        {t('tips.contactService')}
      </Button>
    </Sheet>
  );
}
