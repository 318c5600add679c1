import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Money, useMoneyText } from '../../ui/Money';
import { Skeleton } from '../../ui/States';
import { useClaimReferral } from './api';
import styles from './RewardStats.module.css';
import type { AgentInfo } from './types';

export interface RewardStatsProps {
  info: AgentInfo | undefined;
  loading: boolean;
}

const show = (rupees: number | undefined) =>
  rupees === undefined ? '--' : <Money rupees={rupees} />;

/** Reward today, total rewards, invitees and the amount available, with the claim button. */
export function RewardStats({ info, loading }: RewardStatsProps) {
  const { t } = useTranslation('earn');
  const money = useMoneyText();
  const claim = useClaimReferral(t('stats.claiming'));
  const available = info?.availableReward;
  const handleClaim = async () => {
    const result = await claim.run(undefined);
    if (!result.ok) return;
    showToast(
      result.data.claimedCount > 0
        ? t('stats.claimed', { amount: money(result.data.claimedAmount) })
        : t('stats.nothingToClaim'),
    );
  };

  const cell = (value: ReactNode) => (loading ? <Skeleton width="4rem" /> : value);

  return (
    <section className={styles.card} aria-label={t('tabs.rewards')} data-testid="earn-stats">
      <div className={styles.available}>
        <span className={styles.label}>{t('stats.available')}</span>
        <strong className={styles.amount} data-testid="earn-available">
          {cell(show(available))}
        </strong>
        <Button
          variant="accent"
          size="sm"
          disabled={claim.pending || !available || available <= 0}
          onClick={() => void handleClaim()}
        >
          {t('stats.claim')}
        </Button>
      </div>
      <dl className={styles.grid}>
        <div>
          <dt>{t('stats.today')}</dt>
          <dd>{cell(show(info?.todayReward))}</dd>
        </div>
        <div>
          <dt>{t('stats.total')}</dt>
          <dd>{cell(show(info?.totalReward))}</dd>
        </div>
        <div>
          <dt>{t('stats.inviters')}</dt>
          <dd>{cell(info?.inviteCount ?? '--')}</dd>
        </div>
      </dl>
    </section>
  );
}
