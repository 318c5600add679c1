import { INVITE_RANK_PERIODS, type InviteRankPeriod } from '@khel/contract/constants';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorState } from '../../ui/States';
import { Tabs } from '../../ui/Tabs';
import { RecordList } from '../promo';
import { useInviteRanks } from './api';
import styles from './InviteRanks.module.css';

/** Top referrers by valid invitees in a period (masked), and the player's own place. */
export function InviteRanks() {
  const { t } = useTranslation('earn');
  const [period, setPeriod] = useState<InviteRankPeriod>('week');
  const ranks = useInviteRanks(period, true);
  const me = ranks.data?.me;
  return (
    <div className={styles.ranks}>
      <Tabs
        variant="pills"
        label={t('ranks.periodLabel')}
        items={INVITE_RANK_PERIODS.map((key) => ({ key, label: t(`ranks.periods.${key}`) }))}
        value={period}
        onChange={setPeriod}
      />
      {ranks.isError ? (
        <ErrorState
          message={t('ranks.loadFailed')}
          error={ranks.error}
          onRetry={() => void ranks.refetch()}
        />
      ) : (
        <>
          <p className={styles.mine} data-testid="my-rank">
            {me === undefined
              ? '\u00a0'
              : me.rank === null
                ? t('ranks.meUnranked')
                : t('ranks.me', { rank: me.rank, n: me.validInvitees })}
          </p>
          <RecordList
            columns={[t('ranks.rank'), t('ranks.referrer'), t('ranks.validInvitees')]}
            rows={ranks.data?.list ?? []}
            status={ranks.isPending ? 'loading' : 'ready'}
            emptyMessage={t('ranks.empty')}
            rowKey={(row) => String(row.rank)}
            renderRow={(row) => (
              <>
                <span className={styles.rank} data-mine={row.rank === me?.rank || undefined}>
                  {row.rank}
                </span>
                <span>{row.name}</span>
                <span className={styles.count}>{row.validInvitees}</span>
              </>
            )}
          />
        </>
      )}
    </div>
  );
}
