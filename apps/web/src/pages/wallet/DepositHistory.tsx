import type { DepositRecordRange } from '@khel/contract/wallet-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepositRecords } from '../../features/deposit/api';
import { DepositStatusBadge } from '../../features/deposit/DepositStatusBadge';
import { orderDetailUrl } from '../../features/deposit/orderLinks';
import { LoadMore } from '../../features/records/LoadMore';
import { HistoryFilter } from '../../features/wallet/HistoryFilter';
import type { HistoryRange } from '../../features/wallet/historyRange';
import { RecordList, RecordRow } from '../../features/wallet/RecordRow';
import { RecordSkeleton } from '../../features/wallet/RecordSkeleton';
import { formatOrderTime } from '../../features/wallet/time';
import { navigateTo } from '../../router/navigation';
import type { PageProps } from '../../router/routes';
import { useCurrencySign } from '../../stores/app';
import { formatMoney } from '../../ui/Money';
import { EmptyState, ErrorState } from '../../ui/States';

/** The filter's ranges as /recharge/record names them. */
const API_RANGE: Record<HistoryRange, DepositRecordRange> = {
  today: 'today',
  days7: '7d',
  days30: '30d',
};

/** Deposit history: Today, 7 Days or 30 Days of orders, newest first, a page at a time. */
export default function DepositHistoryPage(_props: PageProps) {
  const { t } = useTranslation('wallet');
  const sign = useCurrencySign();
  const [range, setRange] = useState<HistoryRange>('today');
  const records = useDepositRecords(API_RANGE[range]);
  const orders = records.data ?? [];

  const body =
    records.status === 'pending' ? (
      <RecordSkeleton />
    ) : records.status === 'error' ? (
      <ErrorState message={t('history.depositLoadFailed')} onRetry={() => void records.refetch()} />
    ) : orders.length === 0 ? (
      <EmptyState icon="deposit" message={t('history.empty')} />
    ) : (
      <>
        <RecordList>
          {orders.map((order) => (
            <RecordRow
              key={order.orderNo}
              icon={order.channel === 4 ? 'crypto' : order.channel === 2 ? 'bank' : 'deposit'}
              title={order.channelName || t('history.deposit')}
              subtitle={`${formatOrderTime(order.createTime)} · ${order.orderNo}`}
              amount={formatMoney(order.amount, sign)}
              status={<DepositStatusBadge status={order.status} />}
              onClick={() => navigateTo(orderDetailUrl(order.orderNo))}
            />
          ))}
        </RecordList>
        <LoadMore
          hasMore={records.hasNextPage}
          loading={records.isFetchingNextPage}
          failed={records.isFetchNextPageError}
          onLoadMore={() => void records.fetchNextPage()}
        />
      </>
    );

  return (
    <>
      <HistoryFilter value={range} onChange={setRange} />
      {body}
    </>
  );
}
