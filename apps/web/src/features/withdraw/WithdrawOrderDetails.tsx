import type { TWithdrawOrder } from '@khel/contract';
import { useTranslation } from '../../i18n/useTranslation';
import { useMoneyText } from '../../ui/Money';
import { DetailList, type DetailItem } from '../wallet';
import { usePlatformClock, ZoneNote } from '../clock';
import { WithdrawStatusBadge } from './WithdrawStatusBadge';

export interface WithdrawOrderDetailsProps {
  order: TWithdrawOrder;
}

/** A withdrawal's figures, account, bank reference (UTR), failure reason and times. */
export function WithdrawOrderDetails({ order }: WithdrawOrderDetailsProps) {
  const { t } = useTranslation('wallet');
  const money = useMoneyText();
  const clock = usePlatformClock();
  const items: DetailItem[] = [
    { label: t('withdraw.status'), value: <WithdrawStatusBadge status={order.status} /> },
    { label: t('withdraw.orderNo'), identifier: order.orderNo },
    { label: t('withdraw.amountLabel'), value: money(order.amount) },
    { label: t('withdraw.serviceCharge'), value: money(order.serviceCharge) },
    { label: t('withdraw.arrivalAmount'), value: money(order.arrivalAmount), strong: true },
    { label: t('withdraw.bankAccount'), value: order.bankAccount },
    { label: t('withdraw.holderName'), value: order.holderName },
  ];
  if (order.utr) items.push({ label: t('withdraw.utr'), identifier: order.utr });
  if (order.failureReason)
    items.push({ label: t('withdraw.failureReason'), value: order.failureReason });
  items.push({ label: t('withdraw.createTime'), value: clock.dateTime(order.createTime) });
  if (order.finishTime)
    items.push({ label: t('withdraw.finishTime'), value: clock.dateTime(order.finishTime) });
  return (
    <>
      <DetailList items={items} />
      <ZoneNote />
    </>
  );
}
