import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../../ui/icons';
import styles from './ZoneNote.module.css';
import { usePlatformClock } from './usePlatformClock';

/** "Times are in GMT+5:30": under a list or details whose times a player could misread. */
export function ZoneNote() {
  const { t } = useTranslation('wallet');
  const { zone } = usePlatformClock();
  return (
    <p className={styles.note} data-testid="zone-note">
      <Icon name="clock" size={14} />
      {t('zoneNote', { zone })}
    </p>
  );
}
