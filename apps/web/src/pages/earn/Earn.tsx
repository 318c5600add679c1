import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import {
  CashBonus,
  EarnHero,
  EarnRules,
  InviteLinkCard,
  RewardStats,
  useAgentInfo,
} from '../../features/earn';
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
  const error = agent.isError ? agent.error : null;
  const retry = () => void agent.refetch();

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
          {loggedIn && <RewardStats info={agent.data} loading={agent.isPending} />}
          <InviteLinkCard
            loggedIn={loggedIn}
            url={agent.data?.referralUrl}
            qrCode={agent.data?.qrCode}
            loading={agent.isPending}
            error={error}
            onRetry={retry}
          />
          <CashBonus loggedIn={loggedIn} />
        </div>
      ) : (
        <div role="tabpanel" className={styles.rules}>
          <EarnRules
            info={agent.data}
            loading={loggedIn && agent.isPending}
            error={error}
            onRetry={retry}
          />
        </div>
      )}
    </div>
  );
}
