import type { TDepositOrder } from '@khel/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { redirectTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { EmptyState, ErrorState } from '../../ui/States';
import { RecordSkeleton } from '../wallet';
import { useDepositOrder } from './api';

export interface OrderLoaderProps {
  /** The page's ?orderNo=. */
  orderNo: string | undefined;
  children: (order: TDepositOrder) => ReactNode;
}

/**
 * Reads /recharge/orderDetail for the page's ?orderNo= (again every 5 s while pending) and shows
 * the loading, error and missing states; the order itself is the children's.
 */
export function OrderLoader({ orderNo: raw, children }: OrderLoaderProps) {
  const { t } = useTranslation('wallet');
  const orderNo = (raw ?? '').trim();
  const order = useDepositOrder(orderNo);

  if (!orderNo) {
    return (
      <EmptyState
        icon="list"
        message={t('order.missing')}
        action={{
          label: t('order.toHistory'),
          onClick: () => redirectTo(PATHS.depositHistory),
        }}
      />
    );
  }
  if (order.isPending || (order.isError && order.isFetching && !order.data)) {
    return <RecordSkeleton rows={4} />;
  }
  if (!order.data) {
    return (
      <ErrorState
        message={t('order.loadFailed')}
        error={order.error}
        onRetry={() => void order.refetch()}
      />
    );
  }
  return children(order.data);
}
