import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { Money } from '../../ui/Money';
import { ErrorState } from '../../ui/States';
import { Tabs } from '../../ui/Tabs';
import { usePlatformClock } from '../clock';
import { useWheelRecords, useWheelWinners } from './engagement';
import { RecordList } from './RecordList';
import styles from './WheelRecords.module.css';

type WheelTab = 'announcement' | 'myRecord';

/** Everyone's recent wins (names masked by the server) and the player's own spins. */
export function WheelRecords() {
  const { t } = useTranslation('promo');
  const clock = usePlatformClock();
  const [tab, setTab] = useState<WheelTab>('announcement');
  const winners = useWheelWinners();
  const records = useWheelRecords(tab === 'myRecord');
  const shown = tab === 'announcement' ? winners : records;

  const list = () => {
    if (shown.isError)
      return (
        <ErrorState
          message={t('wheel.recordsFailed')}
          error={shown.error}
          onRetry={() => void shown.refetch()}
        />
      );
    const status = shown.isPending ? 'loading' : 'ready';
    if (tab === 'announcement')
      return (
        <RecordList
          columns={[t('wheel.player'), t('wheel.prize'), t('wheel.time')]}
          rows={winners.data?.list ?? []}
          status={status}
          emptyMessage={t('wheel.noWinners')}
          rowKey={(row) => row.id}
          renderRow={(row) => (
            <>
              <span>{row.player}</span>
              <Money rupees={row.prize} />
              <span>{clock.time(row.createdAt)}</span>
            </>
          )}
        />
      );
    return (
      <RecordList
        columns={[t('wheel.prize'), t('wheel.time'), t('wheel.verify')]}
        rows={records.data?.list ?? []}
        status={status}
        emptyMessage={t('wheel.noSpins')}
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <>
            <span>{row.prize > 0 ? <Money rupees={row.prize} /> : t('wheel.thanks')}</span>
            <span>{clock.dateTime(row.createdAt)}</span>
            <button
              type="button"
              className={styles.verify}
              onClick={() => navigateTo(PATHS.wheelVerify, { spin: row.id })}
            >
              {t('wheel.verify')}
            </button>
          </>
        )}
      />
    );
  };

  return (
    <div className={styles.records}>
      <Tabs
        variant="pills"
        fill
        items={[
          { key: 'announcement', label: t('wheel.announcement') },
          { key: 'myRecord', label: t('wheel.myRecord') },
        ]}
        value={tab}
        onChange={setTab}
      />
      {list()}
    </div>
  );
}
