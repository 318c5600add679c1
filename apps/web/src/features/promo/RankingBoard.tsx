import type { TRankingListResponse } from '@khel/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Money } from '../../ui/Money';
import { ErrorState } from '../../ui/States';
import { Tabs } from '../../ui/Tabs';
import { Podium } from './Podium';
import { RANKING_PERIODS, medalFor, type RankingPeriod, type RankingScope } from './ranking';
import styles from './RankingBoard.module.css';
import { Segmented } from './Segmented';
import { RecordList } from './RecordList';
import { useRankingList } from './useRankingList';

/** Daily, weekly and monthly leaderboards, each with the last period as history. */
export function RankingBoard() {
  const { t } = useTranslation('promo');
  const [period, setPeriod] = useState<RankingPeriod>('daily');
  const [scope, setScope] = useState<RankingScope>('current');
  const ranking = useRankingList(period, scope);
  const rows = ranking.data?.list ?? [];

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
      {ranking.isError ? (
        <ErrorState
          message={t('ranking.loadFailed')}
          error={ranking.error}
          onRetry={() => void ranking.refetch()}
        />
      ) : (
        <>
          <Podium top={rows.slice(0, 3)} />
          {ranking.data?.mine && <MyPlace mine={ranking.data.mine} />}
          <RecordList
            columns={[
              t('ranking.rank'),
              t('ranking.phone'),
              t('ranking.totalBet'),
              t('ranking.award'),
            ]}
            rows={rows}
            status={ranking.isPending ? 'loading' : 'ready'}
            emptyMessage={t('ranking.empty')}
            rowKey={(row) => String(row.rank)}
            renderRow={(row) => (
              <>
                <span className={styles.rank} data-medal={medalFor(row.rank) ?? undefined}>
                  {row.rank}
                </span>
                <span className={styles.phone}>{row.phone}</span>
                <span className={styles.money}>
                  <Money rupees={row.totalBet} />
                </span>
                <span className={`${styles.money} ${styles.award}`}>
                  <Money rupees={row.award} />
                </span>
              </>
            )}
          />
          <p className={styles.note}>{t('ranking.note')}</p>
        </>
      )}
    </div>
  );
}

/** The player's own place, shown even when it is below the list. */
function MyPlace({ mine }: { mine: NonNullable<TRankingListResponse['mine']> }) {
  const { t } = useTranslation('promo');
  return (
    <div className={styles.mine} data-testid="ranking-mine">
      <span className={styles.mineLabel}>{t('ranking.mine')}</span>
      {mine.rank === null ? (
        <span className={styles.mineValue}>{t('ranking.notRanked')}</span>
      ) : (
        <>
          <span className={styles.mineValue}>{t('ranking.place', { rank: mine.rank })}</span>
          <span>
            {t('ranking.totalBet')}: <Money rupees={mine.totalBet} />
          </span>
          {mine.award > 0 && (
            <span className={styles.award}>
              {t('ranking.award')}: <Money rupees={mine.award} />
            </span>
          )}
        </>
      )}
    </div>
  );
}
