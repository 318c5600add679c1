import { BANK_ACCOUNT_TYPES, type BankAccountType } from '@khel/contract/wallet-rules';
import { useTranslation } from '../../../../i18n/useTranslation';
import styles from './BankCard.module.css';

export interface AccountTypeSwitchProps {
  value: BankAccountType;
  onChange: (type: BankAccountType) => void;
}

/** Savings or current, as two halves of one control. */
export function AccountTypeSwitch({ value, onChange }: AccountTypeSwitchProps) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.typeField}>
      <span className={styles.typeLabel} id="account-type-label">
        {t('bank.accountType')}
      </span>
      <div className={styles.segmented} role="radiogroup" aria-labelledby="account-type-label">
        {BANK_ACCOUNT_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={type === value}
            className={styles.segment}
            onClick={() => onChange(type)}
            data-testid={`bank-type-${type}`}
          >
            {t(`bank.types.${type}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
