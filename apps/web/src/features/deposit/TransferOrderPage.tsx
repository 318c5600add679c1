import type { TDepositOrder } from '@khel/contract';
import { redirectTo } from '../../router/navigation';
import { DepositOrderView } from './DepositOrderView';
import { orderDetailLink, awaitsUtr } from './orderLinks';
import { OrderLoader } from './OrderLoader';
import { TransferPayView } from './TransferPayView';

export interface TransferOrderPageProps {
  orderNo: string | undefined;
}

/**
 * The IMPS and UPI pages of a transfer order (?orderNo=): the account of its payTo and the UTR
 * form; once the UTR is in (or the order is over) the order's own detail is what shows.
 */
export function TransferOrderPage({ orderNo }: TransferOrderPageProps) {
  const handleSubmitted = (order: TDepositOrder) => redirectTo(...orderDetailLink(order.orderNo));
  return (
    <OrderLoader orderNo={orderNo}>
      {(order) =>
        awaitsUtr(order) ? (
          <TransferPayView order={order} onSubmitted={handleSubmitted} />
        ) : (
          <DepositOrderView order={order} />
        )
      }
    </OrderLoader>
  );
}
