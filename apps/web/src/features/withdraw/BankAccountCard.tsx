import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../router/navigation';
import { Icon } from '../../ui/icons';
import { maskAccountNo } from './status';
import type { BankAccount } from './types';
import styles from './BankAccountCard.module.css';

const BANK_CARD_LIST = '/pages/account/components/BankCard/BankCardList';

export interface BankAccountCardProps {
  account: BankAccount | null;
}

/** The account a withdrawal is paid to; without one, a way to add one. */
export function BankAccountCard({ account }: BankAccountCardProps) {
  const { t } = useTranslation('wallet');
  const handleOpen = () => navigateTo(BANK_CARD_LIST);
  if (!account) {
    return (
      <button type="button" className={styles.add} onClick={handleOpen}>
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
    <button type="button" className={styles.account} onClick={handleOpen}>
      <span className={styles.bank}>
        <Icon name="bank" size={20} />
      </span>
      <span className={styles.addText}>
        <strong>{account.holderName}</strong>
        <span>{`${maskAccountNo(account.accountNo)} · ${account.ifsc}`}</span>
      </span>
      <span className={styles.change}>{t('withdraw.changeAccount')}</span>
    </button>
  );
}
