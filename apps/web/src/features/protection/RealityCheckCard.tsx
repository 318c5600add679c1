import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { useSetRealityCheck } from './api';
import styles from './Protection.module.css';

/** The intervals offered (the server takes any whole minutes from 5 to 240). */
export const REALITY_CHECK_CHOICES = [15, 30, 45, 60, 90, 120] as const;

export interface RealityCheckCardProps {
  minutes: number;
}

/** How often the reality check shows while playing. */
export function RealityCheckCard({ minutes }: RealityCheckCardProps) {
  const { t } = useTranslation('protection');
  const save = useSetRealityCheck(t('failure'));
  const choices = (REALITY_CHECK_CHOICES as readonly number[]).includes(minutes)
    ? REALITY_CHECK_CHOICES
    : [...REALITY_CHECK_CHOICES, minutes].sort((a, b) => a - b);

  const handleChoose = async (next: number) => {
    if (next === minutes) return;
    if ((await save.run(next)).ok) showToast(t('reality.saved'));
  };

  return (
    <section className={styles.card} data-testid="reality-check">
      <h3 className={styles.cardTitle}>{t('reality.title')}</h3>
      <p className={styles.cardDesc}>{t('reality.desc')}</p>
      <div className={styles.chips}>
        {choices.map((choice) => (
          <button
            key={choice}
            type="button"
            className={styles.chip}
            aria-pressed={choice === minutes}
            disabled={save.pending}
            onClick={() => void handleChoose(choice)}
          >
            {t('reality.every', { count: choice })}
          </button>
        ))}
      </div>
    </section>
  );
}
