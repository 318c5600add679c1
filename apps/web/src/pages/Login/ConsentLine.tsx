import { useTranslation } from '../../i18n/useTranslation';
import { CheckRow } from './CheckRow';

export interface ConsentLineProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** OTP login of a new number, one-click and Google create an account: terms and 18+ first. */
export function ConsentLine({ checked, onChange }: ConsentLineProps) {
  const { t } = useTranslation('login');
  return (
    <CheckRow name="consent" checked={checked} onChange={onChange}>
      {t('consent')}
    </CheckRow>
  );
}
