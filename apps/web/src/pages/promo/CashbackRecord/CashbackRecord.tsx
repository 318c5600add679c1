import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordList } from '../../../features/promo/RecordList';
import type { PageProps } from '../../../router/routes';
import { Icon } from '../../../ui/icons';
import { Money } from '../../../ui/Money';
import { Tabs } from '../../../ui/Tabs';
import styles from './CashbackRecord.module.css';

type Range = 'today' | 'days7' | 'days30';

interface CashbackEntry {
  id: string;
  time: string;
  depositRupees: number;
  cashbackRupees: number;
}

/** The player's 35% deposit cashback credits. */
export default function CashbackRecordPage(_props: PageProps) {
  const { t } = useTranslation('promo');
  const { t: tc } = useTranslation();
  const [range, setRange] = useState<Range>('today');
  // Cashback records come with the promotions issue (docs/product.md §7 does not show the call).
  const entries: CashbackEntry[] = [];

  return (
    <div className={styles.page}>
      <Tabs
        variant="pills"
        items={(['today', 'days7', 'days30'] as const).map((key) => ({
          key,
          label: tc(`filter.${key}`),
        }))}
        value={range}
        onChange={setRange}
      />
      <div className={styles.summary}>
        <span className={styles.icon}>
          <Icon name="coins" size={22} />
        </span>
        <span className={styles.label}>{t('cashbackRecord.summary')}</span>
        <strong className={styles.total}>--</strong>
      </div>
      <RecordList
        columns={[
          t('cashbackRecord.time'),
          t('cashbackRecord.deposit'),
          t('cashbackRecord.cashback'),
        ]}
        rows={entries}
        rowKey={(e) => e.id}
        renderRow={(e) => (
          <>
            <span className={styles.time}>{e.time}</span>
            <Money rupees={e.depositRupees} />
            <span className={styles.cashback}>
              <Money rupees={e.cashbackRupees} />
            </span>
          </>
        )}
      />
    </div>
  );
}
