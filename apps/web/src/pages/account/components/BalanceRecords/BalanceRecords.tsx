import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useBalanceRecords,
  type BalanceTypeFilter,
} from '../../../../features/records/balanceRecords';
import {
  balanceDateRange,
  todayIn,
  type BalanceDateKey,
} from '../../../../features/records/dateRanges';
import { RecordList } from '../../../../features/records/RecordList';
import type { PageProps } from '../../../../router/routes';
import { useAppStore } from '../../../../stores/app';
import { BalanceDateTabs } from './BalanceDateTabs';
import { BalanceRecordRow } from './BalanceRecordRow';
import styles from './BalanceRecords.module.css';
import { TypePicker } from './TypePicker';

/** The wallet's entries, filtered by type (a picker) and by period (SPEC.md §2). */
export default function BalanceRecordsPage(_props: PageProps) {
  const { t } = useTranslation('account');
  const timezone = useAppStore((s) => s.appInfo?.timezone);
  const today = todayIn(new Date(), timezone);
  const [type, setType] = useState<BalanceTypeFilter>('all');
  const [dateKey, setDateKey] = useState<BalanceDateKey>('today');
  const records = useBalanceRecords({ type, ...balanceDateRange(dateKey, today) });

  return (
    <div className={styles.page}>
      <div className={styles.filters}>
        <div className={styles.typeRow}>
          <span className={styles.typeLabel}>{t('balanceRecords.typeLabel')}</span>
          <TypePicker value={type} onChange={setType} />
        </div>
        <BalanceDateTabs today={today} value={dateKey} onChange={setDateKey} />
      </div>
      <RecordList
        status={records.status}
        items={records.data}
        onRetry={() => void records.refetch()}
        keyOf={(record) => record.id}
        renderItem={(record) => <BalanceRecordRow record={record} />}
      />
    </div>
  );
}
