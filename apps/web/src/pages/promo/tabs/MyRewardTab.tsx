import { useTranslation } from '../../../i18n/useTranslation';
import { PromoSection } from '../../../features/promo/PromoSection';
import { RewardList } from '../../../features/promo/RewardList';
import rewardStyles from '../../../features/promo/RewardList.module.css';
import { useMyRewards } from '../../../features/promo/usePromotions';
import { navigateTo } from '../../../router/navigation';
import { PATHS } from '../../../router/paths';
import type { PromoTab } from '../promoTabs';
import { isLoggedIn, useSession } from '../../../stores/session';
import { Button } from '../../../ui/Button';
import { EmptyState, ErrorState, Skeleton } from '../../../ui/States';
import styles from './panel.module.css';

export interface MyRewardTabProps {
  onSwitchTab?: (tab: PromoTab) => void;
}

/** Every reward of the player (all kinds, with status and expiry), each claimable one with its claim. */
export function MyRewardTab({ onSwitchTab }: MyRewardTabProps) {
  const { t } = useTranslation('promo');
  const { t: tc } = useTranslation();
  const loggedIn = useSession(isLoggedIn);
  const rewards = useMyRewards(loggedIn);

  const body = () => {
    if (!loggedIn) {
      return (
        <EmptyState
          icon="lock"
          message={t('myReward.loginHint')}
          action={{ label: tc('action.login'), onClick: () => navigateTo(PATHS.login) }}
        />
      );
    }
    if (rewards.isPending) return <Skeleton height="3.5rem" />;
    if (rewards.isError) {
      return (
        <ErrorState
          message={t('myReward.loadFailed')}
          error={rewards.error}
          onRetry={() => void rewards.refetch()}
        />
      );
    }
    const list = rewards.data.pages.flatMap((page) => page.list);
    if (list.length === 0) {
      return (
        <EmptyState
          icon="gift"
          message={t('myReward.empty')}
          action={
            onSwitchTab && { label: t('myReward.browse'), onClick: () => onSwitchTab('promo') }
          }
        />
      );
    }
    return (
      <>
        <RewardList rewards={list} />
        {rewards.hasNextPage && (
          <div className={rewardStyles.more}>
            <Button
              size="sm"
              variant="ghost"
              disabled={rewards.isFetchingNextPage}
              onClick={() => void rewards.fetchNextPage()}
            >
              {t('myReward.more')}
            </Button>
          </div>
        )}
      </>
    );
  };

  return (
    <div className={styles.panel}>
      <PromoSection title={t('myReward.title')} icon="gift">
        {body()}
      </PromoSection>
    </div>
  );
}
