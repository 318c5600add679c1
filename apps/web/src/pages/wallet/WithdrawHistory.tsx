import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryFilter } from '../../features/wallet/HistoryFilter';
import type { HistoryRange } from '../../features/wallet/historyRange';
import { HistoryBody } from '../../features/wallet/HistoryBody';
import { RecordRow } from '../../features/wallet/RecordRow';
import { formatOrderTime } from '../../features/wallet/time';
import { useCurrencySign } from '../../stores/app';
import { useWithdrawRecords } from '../../features/withdraw/api';
import { WithdrawStatusBadge } from '../../features/withdraw/WithdrawStatusBadge';
import type { PageProps } from '../../router/routes';
import { formatMoney } from '../../ui/Money';

/** Withdrawal history: today, 7 or 30 days, each with its status. */
export default function WithdrawHistoryPage(_props: PageProps) {
  const { t } = useTranslation('wallet');
  const sign = useCurrencySign();
  const [range, setRange] = useState<HistoryRange>('today');
  const records = useWithdrawRecords(range);
  return (
    <>
      <HistoryFilter value={range} onChange={setRange} />
      <HistoryBody
        query={records}
        errorMessage={t('history.withdrawLoadFailed')}
        emptyIcon="withdraw"
        renderRow={(order) => (
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
        )}
      />
    </>
  );
}
