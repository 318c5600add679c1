import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { usePlatformClock } from '../../../../features/clock/usePlatformClock';
import { ZoneNote } from '../../../../features/clock/ZoneNote';
import { useCurrentLanguage } from '../../../../features/language/useCurrentLanguage';
import { todayIn } from '../../../../features/records/dateRanges';
import {
  HISTORY_KIND_FILTERS,
  historyMonths,
  useHistory,
  type HistoryKindFilter,
} from '../../../../features/records/history';
import { LoadMore } from '../../../../features/records/LoadMore';
import { groupByDay } from '../../../../features/records/recordDays';
import { RecordList } from '../../../../features/records/RecordList';
import { RecordSkeleton } from '../../../../features/wallet/RecordSkeleton';
import type { PageProps } from '../../../../router/routes';
import { useAppStore } from '../../../../stores/app';
import { Tabs } from '../../../../ui/Tabs';
import styles from './History.module.css';
import { HistoryDayGroup } from './HistoryDayGroup';

const monthLabel = (month: string, language: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 1)));
};

/**
 * Twelve months of the player's deposits, withdrawals, bets and protection changes (limits,
 * reality checks, time-outs), newest first in runs of one platform day; a kind and a month
 * narrow it (docs/product.md §2 History).
 */
export default function HistoryPage(_props: PageProps) {
  const { t } = useTranslation('account');
  const language = useCurrentLanguage();
  const timezone = useAppStore((s) => s.appInfo?.timezone);
  const { offset } = usePlatformClock();
  const today = todayIn(new Date(), timezone);
  const [kind, setKind] = useState<HistoryKindFilter>('all');
  const [month, setMonth] = useState<string | null>(null);
  const history = useHistory({ kind, month });

  return (
    <div className={styles.page}>
      <div className={styles.filters}>
        <Tabs<HistoryKindFilter>
          variant="pills"
          items={HISTORY_KIND_FILTERS.map((key) => ({ key, label: t(`history.kinds.${key}`) }))}
          value={kind}
          onChange={setKind}
          label={t('history.kindLabel')}
        />
        <label className={styles.monthRow}>
          <span>{t('history.monthLabel')}</span>
          <select
            className={styles.month}
            value={month ?? ''}
            onChange={(event) => setMonth(event.target.value || null)}
            data-testid="history-month"
          >
            <option value="">{t('history.allMonths')}</option>
            {historyMonths(today).map((m) => (
              <option key={m} value={m}>
                {monthLabel(m, language)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ZoneNote />
      <RecordList
        status={history.status}
        error={history.error}
        failedMessage={t('history.loadFailed')}
        items={groupByDay(history.data ?? [], offset)}
        onRetry={() => void history.refetch()}
        keyOf={(group) => group.day}
        renderItem={(group) => <HistoryDayGroup group={group} today={today} />}
        skeleton={<RecordSkeleton rows={6} />}
        footer={
          <LoadMore
            hasMore={history.hasNextPage}
            loading={history.isFetchingNextPage}
            failed={history.isFetchNextPageError}
            onLoadMore={() => void history.fetchNextPage()}
          />
        }
      />
    </div>
  );
}
