import { useState, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { LoginPrompt } from '../../features/auth/LoginPrompt';
import { FirstDepositBody } from '../../features/promo/FirstDepositBody';
import { RankingBoard } from '../../features/promo/RankingBoard';
import { SigninBody } from '../../features/promo/SigninBody';
import { telegramUrlFrom } from '../../features/promo/telegram';
import type { PageProps } from '../../router/routes';
import { isLoggedIn, useSession } from '../../stores/session';
import { useAppStore } from '../../stores/app';
import { Icon } from '../../ui/icons';
import { Tabs } from '../../ui/Tabs';
import styles from './Promo.module.css';
import { PROMO_TABS, promoTabFrom, type PromoTab } from './promoTabs';
import { CommunityTab } from './tabs/CommunityTab';
import { MyRewardTab } from './tabs/MyRewardTab';
import { PromoCodeTab } from './tabs/PromoCodeTab';
import { PromoList } from './tabs/PromoList';
import { RulesTab } from './tabs/RulesTab';

interface PanelProps {
  onSwitchTab: (tab: PromoTab) => void;
}

/** The check-in and the wheel are a player's own (as their page, Signin, needs a login). */
function CheckinPanel() {
  return useSession(isLoggedIn) ? <SigninBody /> : <LoginPrompt />;
}

const PANELS: Record<PromoTab, ComponentType<PanelProps>> = {
  promo: PromoList,
  community: CommunityTab,
  promoCode: PromoCodeTab,
  firstDeposit: FirstDepositBody,
  ranking: RankingBoard,
  rules: RulesTab,
  myReward: MyRewardTab,
  checkin: CheckinPanel,
};

export default function PromoPage({ query }: PageProps) {
  const { t } = useTranslation('promo');
  const [chosen, setTab] = useState<PromoTab>(() => promoTabFrom(query.tab));
  // The community tab shows only when the operator configured its Telegram link.
  const hasCommunity = useAppStore((s) => telegramUrlFrom(s.appInfo?.appConfig) !== null);
  const tabs = PROMO_TABS.filter((key) => key !== 'community' || hasCommunity);
  const tab = tabs.includes(chosen) ? chosen : 'promo';
  const Panel = PANELS[tab];

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.badge}>
          <Icon name="gift" size={22} />
        </span>
        <div>
          <h1 className={styles.title}>{t('page.title')}</h1>
          <p className={styles.subtitle}>{t('page.subtitle')}</p>
        </div>
      </header>
      <div className={styles.tabs}>
        <Tabs
          items={tabs.map((key) => ({ key, label: t(`tabs.${key}`) }))}
          value={tab}
          onChange={setTab}
          label={t('page.title')}
        />
      </div>
      <div className={styles.panel} role="tabpanel">
        <Panel onSwitchTab={setTab} />
      </div>
    </div>
  );
}
