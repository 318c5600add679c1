import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepositRecords } from '../../features/deposit/api';
import { DepositStatusBadge } from '../../features/deposit/DepositStatusBadge';
import { HistoryFilter } from '../../features/wallet/HistoryFilter';
import type { HistoryRange } from '../../features/wallet/historyRange';
import { HistoryBody } from '../../features/wallet/HistoryBody';
import { RecordRow } from '../../features/wallet/RecordRow';
import { formatOrderTime } from '../../features/wallet/time';
import { useCurrencySign } from '../../stores/app';
import { navigateTo } from '../../router/navigation';
import type { PageProps } from '../../router/routes';
import { formatMoney } from '../../ui/Money';

/** Deposit history: today, 7 or 30 days of orders; each opens its detail. */
export default function DepositHistoryPage(_props: PageProps) {
  const { t } = useTranslation('wallet');
  const sign = useCurrencySign();
  const [range, setRange] = useState<HistoryRange>('today');
  const records = useDepositRecords(range);

  const handleOpen = (orderNo: string) =>
    navigateTo(`/pages/wallet/DepositOrderDetail?orderNo=${encodeURIComponent(orderNo)}`);

  return (
    <>
      <HistoryFilter value={range} onChange={setRange} />
      <HistoryBody
        query={records}
        errorMessage={t('history.depositLoadFailed')}
        emptyIcon="deposit"
        renderRow={(order) => (
          <RecordRow
            key={order.orderNo}
            icon="deposit"
            title={order.channelName || t('history.deposit')}
            subtitle={formatOrderTime(order.createTime)}
            amount={formatMoney(order.amount, sign)}
            status={<DepositStatusBadge status={order.status} />}
            onClick={() => handleOpen(order.orderNo)}
          />
        )}
      />
    </>
  );
}
