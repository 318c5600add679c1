import { useTranslation } from 'react-i18next';
import { useDepositOrder } from '../../features/deposit/api';
import { DepositOrderView } from '../../features/deposit/DepositOrderView';
import { RecordSkeleton } from '../../features/wallet/RecordSkeleton';
import { redirectTo } from '../../router/navigation';
import type { PageProps } from '../../router/routes';
import { EmptyState, ErrorState } from '../../ui/States';

/** One deposit order: amount, status, order number, time and channel. */
export default function DepositOrderDetailPage({ query }: PageProps) {
  const { t } = useTranslation('wallet');
  const orderNo = (query.orderNo ?? '').trim();
  const order = useDepositOrder(orderNo);

  if (!orderNo) {
    return (
      <EmptyState
        icon="list"
        message={t('order.missing')}
        action={{
          label: t('order.toHistory'),
          onClick: () => redirectTo('/pages/wallet/DepositHistory'),
        }}
      />
    );
  }
  if (order.isPending || (order.isError && order.isFetching)) return <RecordSkeleton rows={4} />;
  if (order.isError) return <ErrorState onRetry={() => void order.refetch()} />;
  if (!order.data) return <EmptyState message={t('order.notFound')} />;
  return <DepositOrderView order={order.data} />;
}
