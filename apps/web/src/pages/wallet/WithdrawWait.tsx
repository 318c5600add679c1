import { useTranslation } from '../../i18n/useTranslation';
import { useWithdrawOrder } from '../../features/withdraw/api';
import { WaitIllustration } from '../../features/withdraw/WaitIllustration';
import { WaitTimeline } from '../../features/withdraw/WaitTimeline';
import { isWithdrawOpen } from '../../features/withdraw/waitSteps';
import { DetailList } from '../../features/wallet/DetailList';
import { navigateTo, switchTab } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import type { PageProps } from '../../router/routes';
import { Button } from '../../ui/Button';
import { useMoneyText } from '../../ui/Money';
import { LoadingState } from '../../ui/States';
import styles from './WithdrawWait.module.css';

/**
 * After a withdrawal is placed (`?orderNo=`): 'Withdraw in progress', about 2 hours, at most 24
 * (docs/product.md §9), following the order until it is paid, failed or rejected.
 */
export default function WithdrawWaitPage({ query }: PageProps) {
  const { t } = useTranslation('wallet');
  const money = useMoneyText();
  const order = useWithdrawOrder(query.orderNo ?? '');
  if (order.isPending && order.fetchStatus !== 'idle') return <LoadingState />;
  const data = order.data;
  const status = data?.status ?? 'processing';

  return (
    <div className={styles.page} data-testid="withdraw-wait" data-status={data?.status}>
      <WaitIllustration />
      <h2 className={styles.title}>
        {t(isWithdrawOpen(status) ? 'wait.title' : `wait.${status}`)}
      </h2>
      {data && <p className={styles.amount}>{money(data.amount)}</p>}
      <p className={styles.note}>{t(`wait.note.${status}`)}</p>
      <WaitTimeline status={status} />
      {data && (
        <div className={styles.details}>
          <DetailList
            items={[
              { label: t('withdraw.orderNo'), value: data.orderNo },
              {
                label: t('withdraw.arrivalAmount'),
                value: money(data.arrivalAmount),
                strong: true,
              },
              { label: t('withdraw.bankAccount'), value: data.bankAccount },
            ]}
          />
        </div>
      )}
      <div className={styles.actions}>
        <Button block onClick={() => switchTab(PATHS.account)} data-testid="wait-back">
          {t('wait.backToAccount')}
        </Button>
        <Button block variant="ghost" onClick={() => navigateTo(PATHS.withdrawHistory)}>
          {t('wait.viewHistory')}
        </Button>
      </div>
    </div>
  );
}
