import { useTranslation } from '../../../../i18n/useTranslation';
import { SUGGESTION_MAX } from '../../../../features/account/feedback';
import styles from './FeedBack.module.css';

export interface SuggestionBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** A text box with a running character count; it stops taking text at 500. */
export function SuggestionBox({ value, onChange }: SuggestionBoxProps) {
  const { t } = useTranslation('account');
  const count = Array.from(value).length;
  return (
    <div className={styles.suggestion}>
      <textarea
        className={styles.textarea}
        name="content"
        rows={6}
        maxLength={SUGGESTION_MAX}
        placeholder={t('feedback.suggestionPlaceholder')}
        aria-label={t('feedback.suggestion')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <span className={styles.counter} aria-live="polite" data-testid="suggestion-counter">
        {t('feedback.counter', { count, max: SUGGESTION_MAX })}
      </span>
    </div>
  );
}
