import type { TDepositOrder } from '@khel/contract';
import { SELF_UTR_RULES, type DepositStatus } from '@khel/contract/wallet-rules';
import { useTranslation } from '../../i18n/useTranslation';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { useCurrencySign } from '../../stores/app';
import { Button } from '../../ui/Button';
import { Icon, type IconName } from '../../ui/icons';
import { formatMoney } from '../../ui/Money';
import { openServiceUrl, useServiceUrl } from '../customer-service';
import { ActionBar, DetailList, type DetailItem, Panel } from '../wallet';
import { usePlatformClock, ZoneNote } from '../clock';
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
  // A self-service UTR is looked for by hand, in hours (SELF_UTR_RULES), not minutes.
  if (order.selfService) return 'selfServiceVerifying';
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
  const clock = usePlatformClock();
  const serviceUrl = useServiceUrl();
  const payUrl = payNowUrl(order);
  const kind = order.channel === 2 ? 'transfer' : order.channel === 4 ? 'crypto' : 'online';
  // A self-service order's channel is named by the server in English: say it in the player's words.
  const channelLabel = order.selfService
    ? t('order.selfService')
    : order.channelName || t(`order.channelKind.${kind}`);

  const optional = (label: string, value: string | null): DetailItem[] =>
    value ? [{ label, value }] : [];
  const identifier = (label: string, value: string | null): DetailItem[] =>
    value ? [{ label, identifier: value }] : [];
  const details: DetailItem[] = [
    { label: t('order.orderNo'), identifier: order.orderNo },
    { label: t('order.channel'), value: channelLabel },
    { label: t('order.amount'), value: formatMoney(order.amount, sign), strong: true },
    ...(order.bonusAmount > 0
      ? [{ label: t('order.bonus'), value: `+${formatMoney(order.bonusAmount, sign)}` }]
      : []),
    { label: t('order.time'), value: clock.dateTime(order.createTime) },
    ...(order.status === 'pending' && order.expireTime && !order.utr && !order.txHash
      ? [{ label: t('order.expireTime'), value: clock.dateTime(order.expireTime) }]
      : []),
    ...optional(t('order.successTime'), order.successTime && clock.dateTime(order.successTime)),
    ...identifier(t('order.utr'), order.utr),
    ...identifier(t('order.txHash'), order.txHash),
  ];

  return (
    <>
      <div className={styles.hero}>
        <span className={`${styles.icon} ${styles[order.status]}`}>
          <Icon name={STATUS_ICON[order.status]} size={28} />
        </span>
        <p className={styles.amount}>{formatMoney(order.amount, sign)}</p>
        <DepositStatusBadge status={order.status} />
        <p className={styles.note}>
          {t(`order.note.${noteKey(order)}`, SELF_UTR_RULES.handledHours)}
        </p>
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
        <ZoneNote />
      </Panel>
      {order.status !== 'success' && (
        <ActionBar>
          {(order.status === 'failed' || order.status === 'expired') && (
            <Button block onClick={() => navigateTo(PATHS.deposit)}>
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
