import type { TDepositOrder } from '@khel/contract';
import type { DepositStatus } from '@khel/contract/wallet-rules';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../router/navigation';
import { useCurrencySign } from '../../stores/app';
import { Button } from '../../ui/Button';
import { Icon, type IconName } from '../../ui/icons';
import { formatMoney } from '../../ui/Money';
import { openServiceUrl, useServiceUrl } from '../customer-service/useServiceUrl';
import { ActionBar } from '../wallet/ActionBar';
import { DetailList, type DetailItem } from '../wallet/DetailList';
import { Panel } from '../wallet/Panel';
import { formatOrderTime } from '../wallet/time';
import { CryptoPayView } from './CryptoPayView';
import { DepositStatusBadge } from './DepositStatusBadge';
import { awaitsTxHash, awaitsUtr, payNowUrl } from './orderLinks';
import { TransferPayView } from './TransferPayView';
import styles from './DepositOrderView.module.css';

export interface DepositOrderViewProps {
  order: TDepositOrder;
}

const STATUS_ICON: Record<DepositStatus, IconName> = {
  pending: 'clock',
  success: 'check',
  failed: 'close',
  expired: 'clock',
  rejected: 'close',
};

/** Which note explains the status: a pending order with its reference in is being verified. */
function noteKey(order: TDepositOrder) {
  if (order.status !== 'pending') return order.status;
  if (order.utr || order.txHash) return 'verifying';
  return order.payUrl ? 'awaitingPayment' : 'pending';
}

/**
 * A deposit order: status, amount, what to do next (pay now, the account and UTR of a transfer,
 * the address and tx hash of crypto) and every detail the player may quote to customer service.
 */
export function DepositOrderView({ order }: DepositOrderViewProps) {
  const { t } = useTranslation('wallet');
  const sign = useCurrencySign();
  const serviceUrl = useServiceUrl();
  const payUrl = payNowUrl(order);
  const kind = order.channel === 2 ? 'transfer' : order.channel === 4 ? 'crypto' : 'online';
  const channelLabel = order.channelName || t(`order.channelKind.${kind}`);

  const optional = (label: string, value: string | null, copy = false): DetailItem[] =>
    value ? [{ label, value, ...(copy ? { copy: value } : {}) }] : [];
  const details: DetailItem[] = [
    { label: t('order.orderNo'), value: order.orderNo, copy: order.orderNo },
    { label: t('order.channel'), value: channelLabel },
    { label: t('order.amount'), value: formatMoney(order.amount, sign), strong: true },
    ...(order.bonusAmount > 0
      ? [{ label: t('order.bonus'), value: `+${formatMoney(order.bonusAmount, sign)}` }]
      : []),
    { label: t('order.time'), value: formatOrderTime(order.createTime) },
    ...(order.status === 'pending' && order.expireTime && !order.utr && !order.txHash
      ? [{ label: t('order.expireTime'), value: formatOrderTime(order.expireTime) }]
      : []),
    ...optional(t('order.successTime'), order.successTime && formatOrderTime(order.successTime)),
    ...optional(t('order.utr'), order.utr, true),
    ...optional(t('order.txHash'), order.txHash, true),
    ...(order.selfService ? [{ label: t('order.kind'), value: t('order.selfService') }] : []),
  ];

  return (
    <>
      <div className={styles.hero}>
        <span className={`${styles.icon} ${styles[order.status]}`}>
          <Icon name={STATUS_ICON[order.status]} size={28} />
        </span>
        <p className={styles.amount}>{formatMoney(order.amount, sign)}</p>
        <DepositStatusBadge status={order.status} />
        <p className={styles.note}>{t(`order.note.${noteKey(order)}`)}</p>
        {payUrl && (
          <Button className={styles.payNow} onClick={() => window.location.assign(payUrl)}>
            {t('order.payNow')}
          </Button>
        )}
      </div>
      {awaitsUtr(order) && <TransferPayView order={order} />}
      {awaitsTxHash(order) && <CryptoPayView order={order} />}
      <Panel title={t('order.details')} icon="list">
        <DetailList items={details} />
      </Panel>
      {order.status !== 'success' && (
        <ActionBar>
          {(order.status === 'failed' || order.status === 'expired') && (
            <Button block onClick={() => navigateTo('/pages/wallet/Deposit')}>
              {t('order.depositAgain')}
            </Button>
          )}
          <Button block variant="ghost" onClick={() => openServiceUrl(serviceUrl)}>
            <Icon name="headset" size={18} />
            {t('deposit.contactService')}
          </Button>
        </ActionBar>
      )}
    </>
  );
}
