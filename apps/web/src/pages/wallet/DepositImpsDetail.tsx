import { useTranslation } from 'react-i18next';
import { TransferMissing } from '../../features/deposit/TransferMissing';
import { TransferPayView } from '../../features/deposit/TransferPayView';
import { parseImpsDetail } from '../../features/deposit/transferDetail';
import type { PageProps } from '../../router/routes';

/** Pay a transfer deposit by IMPS: the bank account to pay, then the UTR. */
export default function DepositImpsDetailPage({ query }: PageProps) {
  const { t } = useTranslation('wallet');
  const detail = parseImpsDetail(query);
  if (!detail) return <TransferMissing />;
  const account = [
    { label: t('transfer.accountName'), value: detail.accountName, copy: detail.accountName },
    { label: t('transfer.accountNo'), value: detail.accountNo, copy: detail.accountNo },
    { label: t('transfer.ifsc'), value: detail.ifsc, copy: detail.ifsc },
  ];
  if (detail.bankName)
    account.push({ label: t('transfer.bankName'), value: detail.bankName, copy: detail.bankName });
  return (
    <TransferPayView
      orderNo={detail.orderNo}
      amount={detail.amount}
      accountTitle={t('transfer.payToBank')}
      account={account}
    />
  );
}
