import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GAME_DATE_KEYS,
  gameDateRange,
  todayIn,
  type GameDateKey,
} from '../../../../features/records/dateRanges';
import { useGameRecords } from '../../../../features/records/api';
import { GAME_STATUSES, type GameStatusFilter } from '../../../../features/records/gameRecords';
import { RecordList } from '../../../../features/records/RecordList';
import type { PageProps } from '../../../../router/routes';
import { useAppStore } from '../../../../stores/app';
import { Tabs } from '../../../../ui/Tabs';
import { GameRecordRow } from './GameRecordRow';
import styles from './GameRecords.module.css';

/** The player's bets, filtered by status and by day (SPEC.md §2). */
export default function GameRecordsPage(_props: PageProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const timezone = useAppStore((s) => s.appInfo?.timezone);
  const [status, setStatus] = useState<GameStatusFilter>('all');
  const [dateKey, setDateKey] = useState<GameDateKey>('today');
  const range = gameDateRange(dateKey, todayIn(new Date(), timezone));
  const records = useGameRecords({ status, ...range });

  return (
    <div className={styles.page}>
      <div className={styles.filters}>
        <Tabs<GameStatusFilter>
          items={[
            { key: 'all', label: tc('filter.all') },
            ...GAME_STATUSES.map((s) => ({ key: s, label: t(`gameRecords.status.${s}`) })),
          ]}
          value={status}
          onChange={setStatus}
          label={t('gameRecords.statusLabel')}
        />
        <div className={styles.dates}>
          <Tabs<GameDateKey>
            variant="pills"
            items={GAME_DATE_KEYS.map((key) => ({ key, label: tc(`filter.${key}`) }))}
            value={dateKey}
            onChange={setDateKey}
            label={t('gameRecords.dateLabel')}
          />
        </div>
      </div>
      <RecordList
        status={records.status}
        items={records.data}
        onRetry={() => void records.refetch()}
        keyOf={(record) => record.betId}
        renderItem={(record) => <GameRecordRow record={record} />}
      />
    </div>
  );
}
