import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../../../../features/bank-account/bankAccounts';
import { maskAccountNumber } from '../../../../features/bank-account/validation';
import { Icon } from '../../../../ui/icons';
import styles from './BankAccountCard.module.css';

export interface BankAccountCardProps {
  account: BankAccount;
  onEdit: () => void;
  onDelete: () => void;
}

/** A saved account drawn as a bank card: holder, masked number, IFSC and type. */
export function BankAccountCard({ account, onEdit, onDelete }: BankAccountCardProps) {
  const { t } = useTranslation('account');
  return (
    <article className={styles.bankCard}>
      <header className={styles.bankCardHead}>
        <span className={styles.bankIcon}>
          <Icon name="bank" size={20} />
        </span>
        <span className={styles.ifsc}>{account.ifsc}</span>
        <span className={styles.typeTag}>{t(`bank.types.${account.accountType}`)}</span>
      </header>
      <p className={styles.number}>{maskAccountNumber(account.accountNumber)}</p>
      <footer className={styles.bankCardFoot}>
        <span className={styles.holder}>{account.holderName}</span>
        <button
          type="button"
          className={styles.cardAction}
          onClick={onEdit}
          aria-label={t('bank.edit')}
        >
          <Icon name="edit" size={18} />
        </button>
        <button
          type="button"
          className={styles.cardAction}
          onClick={onDelete}
          aria-label={t('bank.delete')}
        >
          <Icon name="trash" size={18} />
        </button>
      </footer>
    </article>
  );
}
