import { useTranslation } from 'react-i18next';
import { redirectTo } from '../../router/navigation';
import { Icon } from '../../ui/icons';
import { formatMoney } from '../../ui/Money';
import { DetailList, type DetailItem } from '../wallet/DetailList';
import { Panel } from '../wallet/Panel';
import { useCurrencySign } from '../../stores/app';
import { submitUtr } from './api';
import { CopyButton } from '../wallet/CopyButton';
import { TransferLinks } from './TransferLinks';
import { UtrForm } from './UtrForm';
import styles from './TransferPayView.module.css';

export interface TransferPayViewProps {
  orderNo: string;
  amount: number;
  /** 'Pay to this bank account' or 'Pay to this UPI ID'. */
  accountTitle: string;
  account: DetailItem[];
}

/** What a transfer deposit needs: the exact amount, the account to pay, then the UTR. */
export function TransferPayView({ orderNo, amount, accountTitle, account }: TransferPayViewProps) {
  const { t } = useTranslation('wallet');
  const sign = useCurrencySign();
  const handleSubmit = async (utr: string) => {
    await submitUtr({ orderNo, utr });
    redirectTo(`/pages/wallet/DepositOrderDetail?orderNo=${encodeURIComponent(orderNo)}`);
  };
  return (
    <>
      <div className={styles.hero}>
        <p className={styles.label}>{t('transfer.amountToPay')}</p>
        <div className={styles.amountRow}>
          <span className={styles.amount}>{formatMoney(amount, sign)}</span>
          <CopyButton text={String(amount)} />
        </div>
        <p className={styles.order}>{t('transfer.orderNo', { orderNo })}</p>
      </div>
      <p className={styles.warning}>
        <Icon name="info" size={18} />
        <span>{t('transfer.exactAmount')}</span>
      </p>
      <Panel title={accountTitle} icon="bank">
        <DetailList items={account} />
      </Panel>
      <Panel title={t('transfer.submitUtr')} icon="ticket">
        <UtrForm onSubmit={handleSubmit} />
      </Panel>
      <TransferLinks selfService={false} />
    </>
  );
}
