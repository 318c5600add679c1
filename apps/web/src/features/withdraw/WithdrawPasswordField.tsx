import { WITHDRAW_PASSWORD_LENGTH } from '@khel/contract/limits';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Field } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import styles from './WithdrawPasswordField.module.css';

export interface WithdrawPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, e.g. 'Please enter your withdrawal password'. */
  error?: string | null;
  autoFocus?: boolean;
}

/** The 6-digit withdrawal password, on the number pad, with a show/hide eye. */
export function WithdrawPasswordField({
  value,
  onChange,
  error,
  autoFocus,
}: WithdrawPasswordFieldProps) {
  const { t } = useTranslation('wallet');
  const [visible, setVisible] = useState(false);
  return (
    <Field
      name="withdrawPassword"
      type={visible ? 'text' : 'password'}
      inputMode="numeric"
      autoComplete="off"
      autoFocus={autoFocus}
      maxLength={WITHDRAW_PASSWORD_LENGTH}
      label={t('withdraw.password')}
      placeholder={t('withdraw.passwordPlaceholder')}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      data-testid="withdraw-password-input"
      prefix={<Icon name="lock" size={18} />}
      suffix={
        <button
          type="button"
          className={styles.eye}
          onClick={() => setVisible((v) => !v)}
          aria-label={t(visible ? 'withdraw.hidePassword' : 'withdraw.showPassword')}
          aria-pressed={visible}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={18} />
        </button>
      }
    />
  );
}
