import { useTranslation } from '../../i18n/useTranslation';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { Money } from '../../ui/Money';
import styles from './BalanceCard.module.css';

export interface BalanceCardProps {
  /** Null until the wallet reports one: a dash shows, never an invented number. */
  balance: number | null;
}

export function BalanceCard({ balance }: BalanceCardProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  return (
    <section className={styles.balanceCard} aria-label={tc('money.balance')}>
      <div className={styles.balanceInfo}>
        <span className={styles.balanceLabel}>
          <Icon name="wallet" size={16} />
          {t('balance.title')}
        </span>
        <strong className={styles.balanceValue} data-testid="balance">
          {balance === null ? (
            <span className={styles.balanceUnknown}>––</span>
          ) : (
            <Money rupees={balance} />
          )}
        </strong>
      </div>
      <div className={styles.balanceActions}>
        <Button size="sm" variant="accent" onClick={() => navigateTo(PATHS.deposit)}>
          <Icon name="deposit" size={16} />
          {tc('action.deposit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => navigateTo(PATHS.withdraw)}>
          <Icon name="withdraw" size={16} />
          {tc('action.withdraw')}
        </Button>
      </div>
    </section>
  );
}
