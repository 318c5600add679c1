import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Field } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import styles from './AuthFields.module.css';
import { PASSWORD_MAX } from '@khel/contract/limits';

export interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  name?: string;
  autoComplete?: 'current-password' | 'new-password';
  inputMode?: 'numeric';
  maxLength?: number;
}

/** A password input whose eye button shows or hides what was typed. */
export function PasswordField({
  value,
  onChange,
  label,
  placeholder,
  name = 'password',
  autoComplete = 'current-password',
  inputMode,
  maxLength = PASSWORD_MAX,
}: PasswordFieldProps) {
  const { t } = useTranslation('login');
  const [visible, setVisible] = useState(false);
  return (
    <Field
      label={label ?? t('field.password')}
      name={name}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      inputMode={inputMode}
      placeholder={placeholder ?? t('field.passwordPlaceholder')}
      maxLength={maxLength}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      prefix={<Icon name="lock" size={18} />}
      suffix={
        <button
          type="button"
          className={styles.eye}
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('field.hidePassword') : t('field.showPassword')}
          aria-pressed={visible}
        >
          <Icon name={visible ? 'eye' : 'eyeOff'} size={18} />
        </button>
      }
    />
  );
}
