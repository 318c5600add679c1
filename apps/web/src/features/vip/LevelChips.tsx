import { useTranslation } from '../../i18n/useTranslation';
import { VIP_LEVELS } from './levels';
import styles from './LevelChips.module.css';

export interface LevelChipsProps {
  value: number;
  currentLevel: number;
  onChange: (level: number) => void;
}

/**
 * V0…V10 in two rows, every level in sight (a sideways strip hid V6 and above with no sign);
 * the chosen one shows its privileges.
 */
export function LevelChips({ value, currentLevel, onChange }: LevelChipsProps) {
  const { t } = useTranslation('vip');
  return (
    <div className={styles.track} role="tablist" aria-label={t('levels.title')}>
      {VIP_LEVELS.map((level) => (
        <button
          key={level}
          type="button"
          role="tab"
          aria-selected={level === value}
          className={styles.chip}
          onClick={() => onChange(level)}
        >
          {t('levels.chip', { level })}
          {level === currentLevel && <span className={styles.current}>{t('levels.current')}</span>}
        </button>
      ))}
    </div>
  );
}
