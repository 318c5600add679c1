import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../ui/Tabs';
import { RecordList } from './RecordList';
import styles from './WheelRecords.module.css';

type WheelTab = 'announcement' | 'myRecord';

interface WheelWin {
  id: string;
  player: string;
  prize: string;
  time: string;
}

/** Everyone's wins and the player's own spins. */
export function WheelRecords() {
  const { t } = useTranslation('promo');
  const [tab, setTab] = useState<WheelTab>('announcement');
  // Both lists come with the promotions issue; until then they are empty.
  const rows: WheelWin[] = [];
  const columns =
    tab === 'announcement'
      ? [t('wheel.player'), t('wheel.prize'), t('wheel.time')]
      : [t('wheel.prize'), t('wheel.time')];

  return (
    <div className={styles.records}>
      <Tabs
        variant="pills"
        items={[
          { key: 'announcement', label: t('wheel.announcement') },
          { key: 'myRecord', label: t('wheel.myRecord') },
        ]}
        value={tab}
        onChange={setTab}
      />
      <RecordList
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <>
            {tab === 'announcement' && <span>{row.player}</span>}
            <span>{row.prize}</span>
            <span>{row.time}</span>
          </>
        )}
      />
    </div>
  );
}
