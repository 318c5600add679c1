import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../../ui/icons';
import styles from './AuthFields.module.css';

export interface PrefixSelectProps {
  value: string;
  options: string[];
  onChange: (prefix: string) => void;
}

/** The country calling code before a phone input; the phone's own picker opens on tap. */
export function PrefixSelect({ value, options, onChange }: PrefixSelectProps) {
  const { t } = useTranslation('login');
  return (
    <span className={styles.prefix}>
      <select
        className={styles.prefixSelect}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-label={t('field.prefix')}
        disabled={options.length < 2}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <span className={styles.prefixText} aria-hidden="true">
        {value}
        {options.length > 1 && <Icon name="chevron" size={12} className={styles.prefixArrow} />}
      </span>
    </span>
  );
}
