import { TransferOrderPage } from '../../features/deposit/TransferOrderPage';
import type { PageProps } from '../../router/routes';

/** Pay a transfer deposit by UPI (?orderNo=): the UPI ID to pay, then the UTR. */
export default function DepositUpiDetailPage({ query }: PageProps) {
  return <TransferOrderPage orderNo={query.orderNo} />;
}
