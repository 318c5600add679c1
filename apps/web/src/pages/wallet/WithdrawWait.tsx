import { useTranslation } from 'react-i18next';
import { parseAmount } from '../../features/deposit/amounts';
import { useCurrencySign } from '../../stores/app';
import { WaitIllustration } from '../../features/withdraw/WaitIllustration';
import { navigateTo, switchTab } from '../../router/navigation';
import type { PageProps } from '../../router/routes';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { formatMoney } from '../../ui/Money';
import styles from './WithdrawWait.module.css';

/** After a withdrawal is placed: in progress, about 2 hours, at most 24 (SPEC.md §9). */
export default function WithdrawWaitPage({ query }: PageProps) {
  const { t } = useTranslation('wallet');
  const sign = useCurrencySign();
  const amount = parseAmount(query.amount ?? '');
  return (
    <div className={styles.page}>
      <WaitIllustration />
      <h2 className={styles.title}>{t('wait.title')}</h2>
      {amount !== null && <p className={styles.amount}>{formatMoney(amount, sign)}</p>}
      <p className={styles.note}>{t('wait.note')}</p>
      <ul className={styles.timeline}>
        <li className={styles.done}>
          <Icon name="check" size={16} />
          {t('wait.stepSubmitted')}
        </li>
        <li className={styles.active}>
          <Icon name="clock" size={16} />
          {t('wait.stepProcessing')}
        </li>
        <li>
          <Icon name="bank" size={16} />
          {t('wait.stepArrived')}
        </li>
      </ul>
      <div className={styles.actions}>
        <Button block onClick={() => switchTab('/pages/account/Account')}>
          {t('wait.backToAccount')}
        </Button>
        <Button block variant="ghost" onClick={() => navigateTo('/pages/wallet/WithdrawHistory')}>
          {t('wait.viewHistory')}
        </Button>
      </div>
    </div>
  );
}
