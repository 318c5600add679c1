import type { TDepositOrder } from '@khel/contract';
import { DepositOrderView } from '../../features/deposit/DepositOrderView';
import { OrderLoader } from '../../features/deposit/OrderLoader';
import { useBalanceAfterSuccess } from '../../features/deposit/useBalanceAfterSuccess';
import type { PageProps } from '../../router/routes';

function OrderDetail({ order }: { order: TDepositOrder }) {
  useBalanceAfterSuccess(order.orderNo, order.status);
  return <DepositOrderView order={order} />;
}

/**
 * One deposit order (?orderNo=): status, amount, bonus, channel, times, reference; while pending
 * it follows the order every 5 s and offers what is left to do (pay now, UTR, tx hash).
 */
export default function DepositOrderDetailPage({ query }: PageProps) {
  return (
    <OrderLoader orderNo={query.orderNo}>{(order) => <OrderDetail order={order} />}</OrderLoader>
  );
}
