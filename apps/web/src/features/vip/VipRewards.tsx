import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { Money, useMoneyText } from '../../ui/Money';
import { EmptyState, ErrorState, Skeleton } from '../../ui/States';
import { usePlatformClock } from '../clock';
import { useClaimReward, useVipRewards } from './rewards';
import styles from './VipRewards.module.css';

/** The player's claimable VIP rewards (upgrade, weekly and birthday bonuses), each with its claim. */
export function VipRewards() {
  const { t } = useTranslation('vip');
  const money = useMoneyText();
  const clock = usePlatformClock();
  const rewards = useVipRewards(true);
  const claim = useClaimReward(t('rewards.claiming'));

  const body = () => {
    if (rewards.isPending) return <Skeleton height="3.5rem" />;
    if (rewards.isError)
      return (
        <ErrorState
          message={t('rewards.loadFailed')}
          error={rewards.error}
          onRetry={() => void rewards.refetch()}
        />
      );
    if (rewards.data.length === 0) return <EmptyState icon="gift" message={t('rewards.empty')} />;
    return (
      <ul className={styles.list}>
        {rewards.data.map((reward) => (
          <li key={reward.id} className={styles.row}>
            <span className={styles.icon}>
              <Icon name="gift" size={20} />
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{t(`rewards.kinds.${reward.kind}`)}</span>
              <span className={styles.desc}>
                {reward.wagerRequired > 0
                  ? t('rewards.wager', { amount: money(reward.wagerRequired) })
                  : t('rewards.noWager')}
              </span>
              {reward.expiresAt && (
                <span className={styles.desc}>
                  {t('rewards.expires', { time: clock.dateTime(reward.expiresAt) })}
                </span>
              )}
            </span>
            <span className={styles.claim}>
              <strong className={styles.amount}>
                <Money rupees={reward.amount} />
              </strong>
              <Button
                size="sm"
                variant="accent"
                disabled={claim.pending}
                onClick={() => void claim.run(reward.id)}
              >
                {t('rewards.claim')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className={styles.section} aria-labelledby="vip-rewards-title">
      <h2 className={styles.title} id="vip-rewards-title">
        <Icon name="gift" size={18} />
        {t('rewards.title')}
      </h2>
      {body()}
    </section>
  );
}
