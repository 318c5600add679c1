import type { TBankAccount } from '@khel/contract';
import { useTranslation } from '../../i18n/useTranslation';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { Icon } from '../../ui/icons';
import styles from './AccountPicker.module.css';

export interface AccountPickerProps {
  accounts: TBankAccount[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The account a withdrawal is paid to (the default preselected); without one, a way to add one. */
export function AccountPicker({ accounts, selectedId, onSelect }: AccountPickerProps) {
  const { t } = useTranslation('wallet');
  const handleManage = () => navigateTo(PATHS.bankCardList);
  if (accounts.length === 0) {
    return (
      <button
        type="button"
        className={styles.add}
        onClick={handleManage}
        data-testid="withdraw-add-account"
      >
        <span className={styles.plus}>
          <Icon name="plus" size={20} />
        </span>
        <span className={styles.addText}>
          <strong>{t('withdraw.addAccount')}</strong>
          <span>{t('withdraw.addAccountHint')}</span>
        </span>
        <Icon name="chevron" size={16} />
      </button>
    );
  }
  return (
    <div className={styles.options} role="radiogroup" aria-label={t('withdraw.account')}>
      {accounts.map((account) => (
        <button
          key={account.id}
          type="button"
          role="radio"
          aria-checked={account.id === selectedId}
          className={styles.account}
          onClick={() => onSelect(account.id)}
          data-testid="withdraw-account"
          data-account-id={account.id}
        >
          <span className={styles.bank}>
            <Icon name="bank" size={20} />
          </span>
          <span className={styles.addText}>
            <strong>
              {account.bankName || account.ifsc}
              {account.isDefault && <em className={styles.tag}>{t('withdraw.default')}</em>}
            </strong>
            <span>{`${account.accountNumber} · ${account.holderName}`}</span>
          </span>
          <span className={styles.radio} aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
