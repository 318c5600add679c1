import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { usePlatformClock } from '../../features/clock/usePlatformClock';
import { useDepositRecords } from '../../features/deposit/api';
import { DepositStatusBadge } from '../../features/deposit/DepositStatusBadge';
import { orderDetailLink } from '../../features/deposit/orderLinks';
import { HistoryFilter } from '../../features/wallet/HistoryFilter';
import type { HistoryRange } from '../../features/wallet/historyRange';
import { OrderHistoryBody } from '../../features/wallet/OrderHistoryBody';
import { API_RANGE } from '../../features/wallet/orderHistory';
import { RecordRow } from '../../features/wallet/RecordRow';
import { navigateTo } from '../../router/navigation';
import type { PageProps } from '../../router/routes';
import { useCurrencySign } from '../../stores/app';
import { formatMoney } from '../../ui/Money';

/** Deposit history: Today, 7 Days or 30 Days of orders, newest first, a page at a time. */
export default function DepositHistoryPage(_props: PageProps) {
  const { t } = useTranslation('wallet');
  const sign = useCurrencySign();
  const clock = usePlatformClock();
  const [range, setRange] = useState<HistoryRange>('today');
  const records = useDepositRecords(API_RANGE[range]);

  return (
    <>
      <HistoryFilter value={range} onChange={setRange} />
      <OrderHistoryBody
        records={records}
        errorMessage={t('history.depositLoadFailed')}
        emptyIcon="deposit"
        renderRow={(order) => (
          <RecordRow
            key={order.orderNo}
            icon={order.channel === 4 ? 'crypto' : order.channel === 2 ? 'bank' : 'deposit'}
            title={order.channelName || t('history.deposit')}
            subtitle={clock.dateTime(order.createTime)}
            reference={order.orderNo}
            amount={formatMoney(order.amount, sign)}
            status={<DepositStatusBadge status={order.status} />}
            onClick={() => navigateTo(...orderDetailLink(order.orderNo))}
          />
        )}
      />
    </>
  );
}
