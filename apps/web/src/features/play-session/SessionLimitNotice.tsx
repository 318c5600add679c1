import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PlayDialog } from './PlayDialog';
import styles from './RealityCheckDialog.module.css';
import { useDurationText } from './useDurationText';

export interface SessionLimitNoticeProps {
  minutes: number;
  onClose: () => void;
}

/** Why the player was logged out: their session limit was reached (docs/product.md). */
export function SessionLimitNotice({ minutes, onClose }: SessionLimitNoticeProps) {
  const { t } = useTranslation('play');
  const duration = useDurationText();
  return (
    <PlayDialog
      title={t('limit.title')}
      icon="clock"
      testId="session-limit"
      actions={
        <Button block onClick={onClose}>
          {t('limit.ok')}
        </Button>
      }
    >
      <p className={styles.lead}>{t('limit.text', { duration: duration(minutes * 60) })}</p>
    </PlayDialog>
  );
}
