import { TransferOrderPage } from '../../features/deposit/TransferOrderPage';
import type { PageProps } from '../../router/routes';

/** Pay a transfer deposit by IMPS (?orderNo=): the bank account to pay, then the UTR. */
export default function DepositImpsDetailPage({ query }: PageProps) {
  return <TransferOrderPage orderNo={query.orderNo} />;
}
