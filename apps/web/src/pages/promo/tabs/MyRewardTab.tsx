import { useTranslation } from 'react-i18next';
import { PromoSection } from '../../../features/promo/PromoSection';
import { navigateTo } from '../../../router/navigation';
import { PATHS } from '../../../router/paths';
import type { PromoTab } from '../promoTabs';
import { isLoggedIn, useSession } from '../../../stores/session';
import { EmptyState } from '../../../ui/States';
import styles from './panel.module.css';

export interface MyRewardTabProps {
  onSwitchTab?: (tab: PromoTab) => void;
}

/** The rewards the player earned from promotions; none until the promotions issue lands. */
export function MyRewardTab({ onSwitchTab }: MyRewardTabProps) {
  const { t } = useTranslation('promo');
  const { t: tc } = useTranslation();
  const loggedIn = useSession(isLoggedIn);
  return (
    <div className={styles.panel}>
      <PromoSection title={t('myReward.title')} icon="gift">
        {loggedIn ? (
          <EmptyState
            icon="gift"
            message={t('myReward.empty')}
            action={
              onSwitchTab && { label: t('myReward.browse'), onClick: () => onSwitchTab('promo') }
            }
          />
        ) : (
          <EmptyState
            icon="lock"
            message={t('myReward.loginHint')}
            action={{ label: tc('action.login'), onClick: () => navigateTo(PATHS.login) }}
          />
        )}
      </PromoSection>
    </div>
  );
}
