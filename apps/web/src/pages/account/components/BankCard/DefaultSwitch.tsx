import { useTranslation } from '../../../../i18n/useTranslation';
import styles from './BankCard.module.css';

export interface DefaultSwitchProps {
  checked: boolean;
  /** The current default stays default until another is chosen (the server keeps it). */
  locked: boolean;
  onChange: (checked: boolean) => void;
}

/** 'Set as default account': withdrawals preselect it. */
export function DefaultSwitch({ checked, locked, onChange }: DefaultSwitchProps) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.switchRow}>
      <span className={styles.switchText} id="bank-default-label">
        {t('bank.defaultSwitch')}
        <small>{t(locked ? 'bank.defaultLocked' : 'bank.defaultHint')}</small>
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby="bank-default-label"
        className={styles.switch}
        disabled={locked}
        onClick={() => onChange(!checked)}
        data-testid="bank-default-switch"
      />
    </div>
  );
}
