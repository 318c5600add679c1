import { useTranslation } from '../../i18n/useTranslation';
import { Field } from '../../ui/Field';
import { PrefixSelect } from './PrefixSelect';

export interface PhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  prefix: string;
  prefixes: string[];
  onPrefixChange: (prefix: string) => void;
  label?: string;
  name?: string;
}

/** A phone number input with the selectable calling code in front. */
export function PhoneField({
  value,
  onChange,
  prefix,
  prefixes,
  onPrefixChange,
  label,
  name = 'phone',
}: PhoneFieldProps) {
  const { t } = useTranslation('login');
  return (
    <Field
      label={label ?? t('field.phone')}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={t('field.phonePlaceholder')}
      maxLength={16}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      prefix={<PrefixSelect value={prefix} options={prefixes} onChange={onPrefixChange} />}
    />
  );
}
