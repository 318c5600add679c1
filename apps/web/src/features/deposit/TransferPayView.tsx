import type { TDepositOrder } from '@khel/contract';
import type { TFunction } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../../ui/icons';
import { formatMoney } from '../../ui/Money';
import { DetailList, type DetailItem, Panel, CopyButton } from '../wallet';
import { useCurrencySign } from '../../stores/app';
import { TransferLinks } from './TransferLinks';
import { UtrForm } from './UtrForm';
import { useSubmitReference } from './useSubmitReference';
import styles from './TransferPayView.module.css';

export interface TransferPayViewProps {
  order: TDepositOrder;
  /** After the UTR is accepted, with the updated order. */
  onSubmitted?: (order: TDepositOrder) => void;
}

type Translate = TFunction<'wallet'>;

/** The account of payTo as copyable rows: bank account for IMPS, UPI ID for UPI. */
function accountRows(payTo: NonNullable<TDepositOrder['payTo']>, t: Translate): DetailItem[] {
  // Names are words (they may wrap); the rest are identifiers, kept whole (DetailList).
  const name = (label: string, value: string | null): DetailItem[] =>
    value ? [{ label, value, copy: value }] : [];
  const row = (label: string, value: string | null): DetailItem[] =>
    value ? [{ label, identifier: value }] : [];
  if (payTo.type === 'upi') {
    return [
      ...row(t('transfer.upiId'), payTo.upiId),
      ...name(t('transfer.payee'), payTo.accountName),
    ];
  }
  return [
    ...name(t('transfer.accountName'), payTo.accountName),
    ...row(t('transfer.accountNo'), payTo.accountNo),
    ...row(t('transfer.ifsc'), payTo.ifsc),
    ...name(t('transfer.bankName'), payTo.bankName),
  ];
}

/** What a transfer deposit needs: the exact amount, the account to pay, then the 12-digit UTR. */
export function TransferPayView({ order, onSubmitted }: TransferPayViewProps) {
  const { t } = useTranslation('wallet');
  const sign = useCurrencySign();
  const submit = useSubmitReference(order.orderNo, onSubmitted);
  const payTo = order.payTo;
  return (
    <>
      <div className={styles.hero}>
        <p className={styles.label}>{t('transfer.amountToPay')}</p>
        <div className={styles.amountRow}>
          <span className={styles.amount}>{formatMoney(order.amount, sign)}</span>
          <CopyButton text={String(order.amount)} />
        </div>
        <p className={styles.order}>{t('transfer.orderNo', { orderNo: order.orderNo })}</p>
      </div>
      <p className={styles.warning}>
        <Icon name="info" size={18} />
        <span>{t('transfer.exactAmount')}</span>
      </p>
      {payTo && (
        <Panel
          title={payTo.type === 'upi' ? t('transfer.payToUpi') : t('transfer.payToBank')}
          icon="bank"
        >
          <DetailList items={accountRows(payTo, t)} />
        </Panel>
      )}
      <Panel title={t('transfer.submitUtr')} icon="ticket">
        <UtrForm onSubmit={(utr) => submit({ utr })} />
      </Panel>
      <TransferLinks selfService={false} />
    </>
  );
}
