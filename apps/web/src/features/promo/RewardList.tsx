import type { TReward } from '@khel/contract';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { Money, useMoneyText } from '../../ui/Money';
import { usePlatformClock } from '../clock';
import styles from './RewardList.module.css';
import { useClaimPromoReward } from './usePromotions';

export interface RewardListProps {
  rewards: TReward[];
}

/**
 * Rewards as the player sees them: kind, amount, the wager it adds, status and expiry, and a
 * claim button on each claimable one (the bonus engine's /reward/claim).
 */
export function RewardList({ rewards }: RewardListProps) {
  const { t } = useTranslation('promo');
  const money = useMoneyText();
  const clock = usePlatformClock();
  const claim = useClaimPromoReward({
    loading: t('myReward.claiming'),
    success: t('myReward.claimed'),
  });
  return (
    <ul className={styles.list}>
      {rewards.map((reward) => (
        <li key={reward.id} className={styles.row} data-testid="reward-row">
          <span className={styles.icon}>
            <Icon name="gift" size={20} />
          </span>
          <span className={styles.text}>
            <span className={styles.name}>{t(`myReward.kinds.${reward.kind}`)}</span>
            <span className={styles.desc}>
              {reward.wagerRequired > 0
                ? t('myReward.wager', { amount: money(reward.wagerRequired) })
                : t('myReward.noWager')}
            </span>
            {reward.status === 'claimable' && reward.expiresAt && (
              <span className={styles.desc}>
                {t('myReward.expires', { time: clock.dateTime(reward.expiresAt) })}
              </span>
            )}
            {reward.status === 'claimed' && reward.claimedAt && (
              <span className={styles.desc}>
                {t('myReward.claimedAt', { time: clock.dateTime(reward.claimedAt) })}
              </span>
            )}
          </span>
          <span className={styles.side}>
            <strong className={styles.amount}>
              <Money rupees={reward.amount} />
            </strong>
            {reward.status === 'claimable' ? (
              <Button
                size="sm"
                variant="accent"
                disabled={claim.pending}
                onClick={() => void claim.run(reward.id)}
              >
                {t('myReward.claim')}
              </Button>
            ) : (
              <span className={styles.status} data-status={reward.status}>
                {t(`myReward.statuses.${reward.status}`)}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
