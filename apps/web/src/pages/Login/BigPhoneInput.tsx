import { useTranslation } from '../../i18n/useTranslation';
import { PrefixSelect } from '../../features/auth/PrefixSelect';
import styles from './LoginV2.module.css';

export interface BigPhoneInputProps {
  value: string;
  onChange: (value: string) => void;
  prefix: string;
  prefixes: string[];
  onPrefixChange: (prefix: string) => void;
}

/** The large phone number input LoginV2 leads with. */
export function BigPhoneInput({
  value,
  onChange,
  prefix,
  prefixes,
  onPrefixChange,
}: BigPhoneInputProps) {
  const { t } = useTranslation('login');
  return (
    <label className={styles.bigPhone}>
      <span className={styles.bigLabel}>{t('field.phone')}</span>
      <span className={styles.bigBox}>
        <PrefixSelect value={prefix} options={prefixes} onChange={onPrefixChange} />
        <input
          className={styles.bigInput}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t('v2.phonePlaceholder')}
          maxLength={16}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </span>
    </label>
  );
}
