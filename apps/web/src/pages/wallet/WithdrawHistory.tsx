import type { TWithdrawOrder } from '@khel/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { usePlatformClock } from '../../features/clock/usePlatformClock';
import { HistoryFilter } from '../../features/wallet/HistoryFilter';
import type { HistoryRange } from '../../features/wallet/historyRange';
import { OrderHistoryBody } from '../../features/wallet/OrderHistoryBody';
import { API_RANGE } from '../../features/wallet/orderHistory';
import { RecordRow } from '../../features/wallet/RecordRow';
import { useWithdrawRecords } from '../../features/withdraw/api';
import { WithdrawOrderDetails } from '../../features/withdraw/WithdrawOrderDetails';
import { WithdrawStatusBadge } from '../../features/withdraw/WithdrawStatusBadge';
import type { PageProps } from '../../router/routes';
import { useMoneyText } from '../../ui/Money';
import { Sheet } from '../../ui/Sheet';

/** Withdrawal history: Today, 7 Days or 30 Days, newest first, a page at a time; tap for detail. */
export default function WithdrawHistoryPage(_props: PageProps) {
  const { t } = useTranslation('wallet');
  const money = useMoneyText();
  const clock = usePlatformClock();
  const [range, setRange] = useState<HistoryRange>('today');
  const [open, setOpen] = useState<TWithdrawOrder | null>(null);
  const records = useWithdrawRecords(API_RANGE[range]);

  return (
    <>
      <HistoryFilter value={range} onChange={setRange} />
      <OrderHistoryBody
        records={records}
        errorMessage={t('history.withdrawLoadFailed')}
        emptyIcon="withdraw"
        renderRow={(order) => (
          <RecordRow
            key={order.orderNo}
            icon="withdraw"
            title={t('history.withdrawal')}
            subtitle={`${clock.dateTime(order.createTime)} · ${order.bankAccount}`}
            reference={order.orderNo}
            amount={money(order.amount)}
            status={<WithdrawStatusBadge status={order.status} />}
            onClick={() => setOpen(order)}
            dataAttrs={{
              'data-testid': 'withdraw-record',
              'data-status': order.status,
              'data-order-no': order.orderNo,
            }}
          />
        )}
      />
      <Sheet open={open !== null} title={t('withdraw.detailTitle')} onClose={() => setOpen(null)}>
        {open && (
          <div data-testid="withdraw-detail">
            <WithdrawOrderDetails order={open} />
          </div>
        )}
      </Sheet>
    </>
  );
}
