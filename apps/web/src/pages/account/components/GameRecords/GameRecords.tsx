import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useGameRecords } from '../../../../features/games/api';
import { RECORD_RANGE } from '../../../../features/games/records';
import type { GameRecord, GameStatusFilter } from '../../../../features/games/types';
import { GAME_DATE_KEYS, type GameDateKey } from '../../../../features/records/dateRanges';
import { ZoneNote } from '../../../../features/clock/ZoneNote';
import { LoadMore } from '../../../../features/records/LoadMore';
import { RecordList } from '../../../../features/records/RecordList';
import type { PageProps } from '../../../../router/routes';
import { useSession } from '../../../../stores/session';
import { Tabs } from '../../../../ui/Tabs';
import { GameRecordRow } from './GameRecordRow';
import { GameRecordSheet } from './GameRecordSheet';
import styles from './GameRecords.module.css';

const STATUS_FILTERS: GameStatusFilter[] = ['all', 'settled', 'unsettled', 'cancel'];

/**
 * The player's rounds (/game/record), filtered by status and by day in the platform zone
 * (docs/product.md §2), newest first and paged as the list scrolls; a tap shows a round in full.
 */
export default function GameRecordsPage(_props: PageProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const uid = useSession((s) => s.uid) ?? '';
  const [status, setStatus] = useState<GameStatusFilter>('all');
  const [dateKey, setDateKey] = useState<GameDateKey>('today');
  const [open, setOpen] = useState<GameRecord | null>(null);
  const records = useGameRecords(uid, { status, range: RECORD_RANGE[dateKey] });

  return (
    <div className={styles.page}>
      <div className={styles.filters}>
        <Tabs<GameStatusFilter>
          items={STATUS_FILTERS.map((s) => ({
            key: s,
            label: s === 'all' ? tc('filter.all') : t(`gameRecords.status.${s}`),
          }))}
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
      <ZoneNote />
      <RecordList
        status={records.status}
        error={records.error}
        failedMessage={t('gameRecords.loadFailed')}
        items={records.data}
        onRetry={() => void records.refetch()}
        keyOf={(record) => record.betId}
        renderItem={(record) => <GameRecordRow record={record} onOpen={setOpen} />}
        footer={
          <LoadMore
            hasMore={records.hasNextPage}
            loading={records.isFetchingNextPage}
            failed={records.isFetchNextPageError}
            onLoadMore={() => void records.fetchNextPage()}
          />
        }
      />
      <GameRecordSheet record={open} onClose={() => setOpen(null)} />
    </div>
  );
}
