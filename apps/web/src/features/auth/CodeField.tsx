import { useTranslation } from '../../i18n/useTranslation';
import { Field } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import { SendCodeButton } from './SendCodeButton';
import { OTP_LENGTH } from '@khel/contract/limits';

export interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  seconds: number;
  sending: boolean;
  onSend: () => void;
  label?: string;
  name?: string;
}

/** The 6-digit verification code with its send button (60 s before it can be sent again). */
export function CodeField({
  value,
  onChange,
  seconds,
  sending,
  onSend,
  label,
  name = 'otp',
}: CodeFieldProps) {
  const { t } = useTranslation('login');
  return (
    <Field
      label={label ?? t('field.otp')}
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={t('field.otpPlaceholder')}
      maxLength={OTP_LENGTH}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      prefix={<Icon name="shield" size={18} />}
      suffix={<SendCodeButton seconds={seconds} sending={sending} onSend={onSend} />}
    />
  );
}
