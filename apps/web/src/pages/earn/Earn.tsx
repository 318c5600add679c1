import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CashBonus } from '../../features/earn/CashBonus';
import { EarnHero } from '../../features/earn/EarnHero';
import { EarnRules } from '../../features/earn/EarnRules';
import { InviteLinkCard } from '../../features/earn/InviteLinkCard';
import { RewardStats } from '../../features/earn/RewardStats';
import { useAgentInfo } from '../../features/earn/useAgentInfo';
import type { PageProps } from '../../router/routes';
import { isLoggedIn, useSession } from '../../stores/session';
import { Tabs } from '../../ui/Tabs';
import styles from './Earn.module.css';

type EarnTab = 'rewards' | 'rules';

export default function EarnPage(_props: PageProps) {
  const { t } = useTranslation('earn');
  const loggedIn = useSession(isLoggedIn);
  const [tab, setTab] = useState<EarnTab>('rewards');
  const agent = useAgentInfo(loggedIn);

  return (
    <div className={styles.page}>
      <EarnHero />
      <div className={styles.tabs}>
        <Tabs
          items={[
            { key: 'rewards', label: t('tabs.rewards') },
            { key: 'rules', label: t('tabs.rules') },
          ]}
          value={tab}
          onChange={setTab}
        />
      </div>
      {tab === 'rewards' ? (
        <div role="tabpanel">
          <RewardStats info={agent.data} loading={loggedIn && agent.isPending} />
          <InviteLinkCard
            loggedIn={loggedIn}
            url={agent.data?.referralUrl}
            loading={agent.isPending}
            error={agent.isError ? agent.error : null}
            onRetry={() => void agent.refetch()}
          />
          <CashBonus />
        </div>
      ) : (
        <div role="tabpanel" className={styles.rules}>
          <EarnRules />
        </div>
      )}
    </div>
  );
}
