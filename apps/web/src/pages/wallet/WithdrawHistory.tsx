import type { TWithdrawOrder } from '@khel/contract';
import type { DepositRecordRange } from '@khel/contract/wallet-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../features/records/LoadMore';
import { HistoryFilter } from '../../features/wallet/HistoryFilter';
import type { HistoryRange } from '../../features/wallet/historyRange';
import { RecordList, RecordRow } from '../../features/wallet/RecordRow';
import { RecordSkeleton } from '../../features/wallet/RecordSkeleton';
import { formatOrderTime } from '../../features/wallet/time';
import { useWithdrawRecords } from '../../features/withdraw/api';
import { WithdrawOrderDetails } from '../../features/withdraw/WithdrawOrderDetails';
import { WithdrawStatusBadge } from '../../features/withdraw/WithdrawStatusBadge';
import type { PageProps } from '../../router/routes';
import { useMoneyText } from '../../ui/Money';
import { Sheet } from '../../ui/Sheet';
import { EmptyState, ErrorState } from '../../ui/States';

/** The filter's ranges as /withdraw/record names them. */
const API_RANGE: Record<HistoryRange, DepositRecordRange> = {
  today: 'today',
  days7: '7d',
  days30: '30d',
};

/** Withdrawal history: Today, 7 Days or 30 Days, newest first, a page at a time; tap for detail. */
export default function WithdrawHistoryPage(_props: PageProps) {
  const { t } = useTranslation('wallet');
  const money = useMoneyText();
  const [range, setRange] = useState<HistoryRange>('today');
  const [open, setOpen] = useState<TWithdrawOrder | null>(null);
  const records = useWithdrawRecords(API_RANGE[range]);
  const orders = records.data ?? [];

  const body =
    records.status === 'pending' ? (
      <RecordSkeleton />
    ) : records.status === 'error' ? (
      <ErrorState
        message={t('history.withdrawLoadFailed')}
        onRetry={() => void records.refetch()}
      />
    ) : orders.length === 0 ? (
      <EmptyState icon="withdraw" message={t('history.empty')} />
    ) : (
      <>
        <RecordList>
          {orders.map((order) => (
            <RecordRow
              key={order.orderNo}
              icon="withdraw"
              title={t('history.withdrawal')}
              subtitle={`${formatOrderTime(order.createTime)} · ${order.bankAccount}`}
              amount={money(order.amount)}
              status={<WithdrawStatusBadge status={order.status} />}
              onClick={() => setOpen(order)}
              dataAttrs={{
                'data-testid': 'withdraw-record',
                'data-status': order.status,
                'data-order-no': order.orderNo,
              }}
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
