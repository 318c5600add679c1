import type { TChargeInfo } from '@khel/contract';
import { useState, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Icon, type IconName } from '../../ui/icons';
import { MethodTabs } from './MethodTabs';
import { EmptyState } from '../../ui/States';
import { openServiceUrl, useServiceUrl } from '../customer-service';
import { AgencyPanel } from './AgencyPanel';
import { CryptoPanel } from './CryptoPanel';
import { OnlinePanel } from './OnlinePanel';
import { buildDepositTabs, type DepositTabKey } from './tabs';
import { TransferPanel } from './TransferPanel';
import styles from './DepositTabs.module.css';

export interface DepositTabsProps {
  info: TChargeInfo;
}

const ICONS: Record<DepositTabKey, IconName> = { 1: 'card', 2: 'bank', 3: 'user', 4: 'crypto' };

const PANELS: Record<DepositTabKey, ComponentType<{ info: TChargeInfo }>> = {
  1: OnlinePanel,
  2: TransferPanel,
  3: AgencyPanel,
  4: CryptoPanel,
};

/** The deposit tabs charge info switches on (MethodTabs), each with its own form. */
export function DepositTabs({ info }: DepositTabsProps) {
  const { t } = useTranslation('wallet');
  const serviceUrl = useServiceUrl();
  const tabs = buildDepositTabs(info);
  const [active, setActive] = useState<string>(String(tabs[0]?.key ?? ''));

  if (tabs.length === 0) {
    return (
      <EmptyState
        icon="deposit"
        message={t('deposit.noTabs')}
        action={{ label: t('deposit.contactService'), onClick: () => openServiceUrl(serviceUrl) }}
      />
    );
  }
  const items = tabs.map((tab) => ({
    key: String(tab.key),
    label: t(`deposit.tab.${tab.key}`),
    badge: tab.badge,
    icon: <Icon name={ICONS[tab.key]} size={18} />,
  }));
  const activeKey: DepositTabKey =
    tabs.find((tab) => String(tab.key) === active)?.key ?? tabs[0]?.key ?? 1;
  const Panel = PANELS[activeKey];
  return (
    <>
      <div className={styles.tabs}>
        <MethodTabs
          items={items}
          value={String(activeKey)}
          onChange={setActive}
          label={t('deposit.tabsLabel')}
        />
      </div>
      <Panel key={activeKey} info={info} />
    </>
  );
}
