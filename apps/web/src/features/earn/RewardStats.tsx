import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Money } from '../../ui/Money';
import { Skeleton } from '../../ui/States';
import { useAction } from '../promo/runAction';
import styles from './RewardStats.module.css';
import type { AgentInfo } from './types';
import { earnKeys, receiveRebateCall } from './useAgentInfo';

export interface RewardStatsProps {
  info: AgentInfo | undefined;
  loading: boolean;
}

const show = (rupees: number | undefined) =>
  rupees === undefined ? '--' : <Money rupees={rupees} />;

/** Reward today, total rewards, invitees and the amount available, with the claim button. */
export function RewardStats({ info, loading }: RewardStatsProps) {
  const { t } = useTranslation('earn');
  const claim = useAction(
    receiveRebateCall,
    {
      loading: t('stats.claiming'),
      success: t('stats.claimed'),
      failure: t('stats.claimFailed'),
    },
    { invalidates: () => [earnKeys.agentInfo()] },
  );
  const available = info?.availableReward;
  const handleClaim = () => void claim.run({});

  const cell = (value: ReactNode) => (loading ? <Skeleton width="4rem" /> : value);

  return (
    <section className={styles.card}>
      <div className={styles.available}>
        <span className={styles.label}>{t('stats.available')}</span>
        <strong className={styles.amount}>{cell(show(available))}</strong>
        <Button
          variant="accent"
          size="sm"
          disabled={claim.pending || !available || available <= 0}
          onClick={handleClaim}
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
