import { useTranslation } from '../../../../i18n/useTranslation';
import { FEEDBACK_CATEGORIES, type FeedbackCategory } from '../../../../features/account/feedback';
import styles from './FeedBack.module.css';

export interface CategoryChipsProps {
  value: FeedbackCategory | null;
  onChange: (category: FeedbackCategory) => void;
}

/** The seven feedback categories as chips; exactly one may be chosen. */
export function CategoryChips({ value, onChange }: CategoryChipsProps) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.chips} role="radiogroup" aria-label={t('feedback.category')}>
      {FEEDBACK_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          role="radio"
          aria-checked={category === value}
          className={styles.chip}
          onClick={() => onChange(category)}
        >
          {t(`feedback.categories.${category}`)}
        </button>
      ))}
    </div>
  );
}
