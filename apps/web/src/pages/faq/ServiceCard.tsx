import { useTranslation } from '../../i18n/useTranslation';
import { openServiceUrl, useServiceUrl } from '../../features/customer-service/useServiceUrl';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import styles from './ServiceCard.module.css';

/** The way out when no answer helps: the player's customer-service contact. */
export function ServiceCard() {
  const { t } = useTranslation(['faq', 'common']);
  const serviceUrl = useServiceUrl();
  return (
    <section className={styles.card}>
      <span className={styles.icon}>
        <Icon name="headset" size={26} />
      </span>
      <h2 className={styles.title}>{t('contact.title')}</h2>
      <p className={styles.text}>{t('contact.text')}</p>
      <Button block disabled={!serviceUrl} onClick={() => openServiceUrl(serviceUrl)}>
        <Icon name="headset" size={18} />
        {t('common:service.open')}
      </Button>
    </section>
  );
}
