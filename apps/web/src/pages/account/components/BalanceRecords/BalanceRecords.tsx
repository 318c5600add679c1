import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useBalanceRecords } from '../../../../features/records/api';
import type { BalanceTypeFilter } from '../../../../features/records/balanceRecords';
import { usePlatformClock } from '../../../../features/clock/usePlatformClock';
import { ZoneNote } from '../../../../features/clock/ZoneNote';
import {
  balanceApiRange,
  todayIn,
  type BalanceDateKey,
} from '../../../../features/records/dateRanges';
import { LoadMore } from '../../../../features/records/LoadMore';
import { groupByDay } from '../../../../features/records/recordDays';
import { RecordList } from '../../../../features/records/RecordList';
import { RecordSkeleton } from '../../../../features/wallet/RecordSkeleton';
import type { PageProps } from '../../../../router/routes';
import { useAppStore } from '../../../../stores/app';
import { BalanceDateTabs } from './BalanceDateTabs';
import { BalanceDayGroup } from './BalanceDayGroup';
import styles from './BalanceRecords.module.css';
import { TypePicker } from './TypePicker';

/**
 * The wallet's entries (docs/product.md §2), filtered by type (a picker) and by period, newest first in
 * runs of one day; days and times are the platform's (GMT+5:30 unless app info says otherwise),
 * the days the server books records on.
 */
export default function BalanceRecordsPage(_props: PageProps) {
  const { t } = useTranslation('account');
  const timezone = useAppStore((s) => s.appInfo?.timezone);
  const { offset } = usePlatformClock();
  const today = todayIn(new Date(), timezone);
  const [type, setType] = useState<BalanceTypeFilter>('all');
  const [dateKey, setDateKey] = useState<BalanceDateKey>('today');
  const records = useBalanceRecords({ type, range: balanceApiRange(dateKey) });

  return (
    <div className={styles.page}>
      <div className={styles.filters}>
        <div className={styles.typeRow}>
          <span className={styles.typeLabel}>{t('balanceRecords.typeLabel')}</span>
          <TypePicker value={type} onChange={setType} />
        </div>
        <BalanceDateTabs today={today} value={dateKey} onChange={setDateKey} />
      </div>
      <ZoneNote />
      <RecordList
        status={records.status}
        error={records.error}
        failedMessage={t('balanceRecords.loadFailed')}
        items={groupByDay(records.data ?? [], offset)}
        onRetry={() => void records.refetch()}
        keyOf={(group) => group.day}
        renderItem={(group) => <BalanceDayGroup group={group} today={today} />}
        skeleton={<RecordSkeleton rows={6} />}
        footer={
          <LoadMore
            hasMore={records.hasNextPage}
            loading={records.isFetchingNextPage}
            failed={records.isFetchNextPageError}
            onLoadMore={() => void records.fetchNextPage()}
          />
        }
      />
    </div>
  );
}
