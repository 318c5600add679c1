import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../ui/Money';
import { Tabs } from '../../ui/Tabs';
import { Podium } from './Podium';
import {
  RANKING_PERIODS,
  maskPhone,
  medalFor,
  type RankingPeriod,
  type RankingRow,
  type RankingScope,
} from './ranking';
import styles from './RankingBoard.module.css';
import { Segmented } from './Segmented';
import { RecordList } from './RecordList';

/** Daily, weekly and monthly leaderboards, each with the last period as history. */
export function RankingBoard() {
  const { t } = useTranslation('promo');
  const [period, setPeriod] = useState<RankingPeriod>('daily');
  const [scope, setScope] = useState<RankingScope>('current');
  // The ranking call comes with the promotions issue (docs/product.md §7 does not show it): no rows yet.
  const rows: RankingRow[] = [];

  return (
    <div className={styles.board}>
      <Segmented
        items={RANKING_PERIODS.map((key) => ({ key, label: t(`ranking.periods.${key}`) }))}
        value={period}
        onChange={setPeriod}
        label={t('tabs.ranking')}
      />
      <div className={styles.scopes}>
        <Tabs
          variant="pills"
          items={[
            { key: 'current', label: t(`ranking.current.${period}`) },
            { key: 'history', label: t(`ranking.history.${period}`) },
          ]}
          value={scope}
          onChange={setScope}
        />
      </div>
      <Podium top={rows.slice(0, 3)} />
      <RecordList
        columns={[t('ranking.rank'), t('ranking.phone'), t('ranking.totalBet'), t('ranking.award')]}
        rows={rows}
        rowKey={(row) => String(row.rank)}
        renderRow={(row) => (
          <>
            <span className={styles.rank} data-medal={medalFor(row.rank) ?? undefined}>
              {row.rank}
            </span>
            <span>{maskPhone(row.phone)}</span>
            <Money rupees={row.totalBet} />
            <span className={styles.award}>
              <Money rupees={row.award} />
            </span>
          </>
        )}
      />
    </div>
  );
}
