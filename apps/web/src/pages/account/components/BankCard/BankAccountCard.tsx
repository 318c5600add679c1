import type { TBankAccount } from '@khel/contract';
import { useTranslation } from '../../../../i18n/useTranslation';
import { Icon } from '../../../../ui/icons';
import styles from './BankAccountCard.module.css';

export interface BankAccountCardProps {
  account: TBankAccount;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
}

/** A saved account drawn as a bank card: bank, masked number, type, holder, default badge. */
export function BankAccountCard({ account, onEdit, onDelete, onSetDefault }: BankAccountCardProps) {
  const { t } = useTranslation('account');
  return (
    <article
      className={`${styles.bankCard} ${account.isDefault ? styles.isDefault : ''}`}
      data-testid="bank-account-row"
      data-account-id={account.id}
      data-default={account.isDefault}
    >
      <header className={styles.bankCardHead}>
        <span className={styles.bankIcon}>
          <Icon name="bank" size={20} />
        </span>
        <span className={styles.bankName}>
          <strong>{account.bankName || t('bank.unknownBank')}</strong>
          <span>{account.ifsc}</span>
        </span>
        <span className={styles.typeTag}>{t(`bank.types.${account.accountType}`)}</span>
      </header>
      <p className={styles.number}>{account.accountNumber}</p>
      <p className={styles.holder}>{account.holderName}</p>
      <footer className={styles.bankCardFoot}>
        {account.isDefault ? (
          <span className={styles.defaultBadge} data-testid="bank-default-badge">
            <Icon name="check" size={14} />
            {t('bank.default')}
          </span>
        ) : (
          <button
            type="button"
            className={styles.setDefault}
            onClick={onSetDefault}
            data-testid="bank-set-default"
          >
            {t('bank.setDefault')}
          </button>
        )}
        <button
          type="button"
          className={styles.cardAction}
          onClick={onEdit}
          aria-label={t('bank.edit')}
          data-testid="bank-edit"
        >
          <Icon name="edit" size={18} />
        </button>
        <button
          type="button"
          className={styles.cardAction}
          onClick={onDelete}
          aria-label={t('bank.delete')}
          data-testid="bank-delete"
        >
          <Icon name="trash" size={18} />
        </button>
      </footer>
    </article>
  );
}
