import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryFilter } from '../../features/wallet/HistoryFilter';
import type { HistoryRange } from '../../features/wallet/historyRange';
import { RecordList, RecordRow } from '../../features/wallet/RecordRow';
import { RecordSkeleton } from '../../features/wallet/RecordSkeleton';
import { formatOrderTime } from '../../features/wallet/time';
import { useCurrencySign } from '../../stores/app';
import { useWithdrawRecords } from '../../features/withdraw/api';
import { WithdrawStatusBadge } from '../../features/withdraw/WithdrawStatusBadge';
import type { PageProps } from '../../router/routes';
import { formatMoney } from '../../ui/Money';
import { EmptyState, ErrorState } from '../../ui/States';

/** Withdrawal history: today, 7 or 30 days, each with its status. */
export default function WithdrawHistoryPage(_props: PageProps) {
  const { t } = useTranslation('wallet');
  const sign = useCurrencySign();
  const [range, setRange] = useState<HistoryRange>('today');
  const records = useWithdrawRecords(range);
  const orders = records.data?.list ?? [];
  return (
    <>
      <HistoryFilter value={range} onChange={setRange} />
      {records.isPending || (records.isError && records.isFetching) ? (
        <RecordSkeleton />
      ) : records.isError ? (
        <ErrorState
          message={t('history.withdrawLoadFailed')}
          onRetry={() => void records.refetch()}
        />
      ) : orders.length === 0 ? (
        <EmptyState icon="withdraw" />
      ) : (
        <RecordList>
          {orders.map((order) => (
            <RecordRow
              key={order.orderNo}
              icon="withdraw"
              title={
                order.bankAccount
                  ? `${t('history.withdrawal')} · ${order.bankAccount}`
                  : t('history.withdrawal')
              }
              subtitle={`${formatOrderTime(order.createTime)} · ${order.orderNo}`}
              amount={formatMoney(order.amount, sign)}
              status={<WithdrawStatusBadge status={order.status} />}
            />
          ))}
        </RecordList>
      )}
    </>
  );
}
