import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VIP_LEVELS } from './levels';
import styles from './LevelChips.module.css';

export interface LevelChipsProps {
  value: number;
  currentLevel: number;
  onChange: (level: number) => void;
}

/** V0…V10 side by side; the chosen one shows its privileges. */
export function LevelChips({ value, currentLevel, onChange }: LevelChipsProps) {
  const { t } = useTranslation('vip');
  const trackRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The strip is wider than the screen: keep the chosen level in sight.
    trackRef.current
      ?.querySelector('[aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [value]);

  return (
    <div className={styles.track} ref={trackRef} role="tablist" aria-label={t('levels.title')}>
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
