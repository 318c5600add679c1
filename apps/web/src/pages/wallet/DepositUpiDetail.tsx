import { useTranslation } from 'react-i18next';
import { TransferMissing } from '../../features/deposit/TransferMissing';
import { TransferPayView } from '../../features/deposit/TransferPayView';
import { parseUpiDetail } from '../../features/deposit/transferDetail';
import type { PageProps } from '../../router/routes';

/** Pay a transfer deposit by UPI: the UPI ID to pay, then the UTR. */
export default function DepositUpiDetailPage({ query }: PageProps) {
  const { t } = useTranslation('wallet');
  const detail = parseUpiDetail(query);
  if (!detail) return <TransferMissing />;
  const account = [{ label: t('transfer.upiId'), value: detail.upiId, copy: detail.upiId }];
  if (detail.payee)
    account.push({ label: t('transfer.payee'), value: detail.payee, copy: detail.payee });
  return (
    <TransferPayView
      orderNo={detail.orderNo}
      amount={detail.amount}
      accountTitle={t('transfer.payToUpi')}
      account={account}
    />
  );
}
