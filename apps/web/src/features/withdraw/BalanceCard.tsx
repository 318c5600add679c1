import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../../ui/icons';
import { formatMoney } from '../../ui/Money';
import { useCurrencySign } from '../../stores/app';
import styles from './BalanceCard.module.css';

export interface BalanceCardProps {
  /** Null until the wallet answers: shown as '--'. */
  balanceRupees: number | null;
}

/** The player's balance at the top of the withdraw page. */
export function BalanceCard({ balanceRupees }: BalanceCardProps) {
  const { t } = useTranslation();
  const sign = useCurrencySign();
  return (
    <div className={styles.card}>
      <span className={styles.label}>
        <Icon name="wallet" size={16} />
        {t('money.balance')}
      </span>
      <span className={styles.value}>
        {balanceRupees === null ? `${sign} --` : formatMoney(balanceRupees, sign)}
      </span>
      <Icon name="coins" size={64} className={styles.mark} />
    </div>
  );
}
