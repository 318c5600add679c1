import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LevelChips } from '../../features/vip/LevelChips';
import { levelConfig } from '../../features/vip/levels';
import { PrivilegeList, type PrivilegeListStatus } from '../../features/vip/PrivilegeList';
import { useVipInfo } from '../../features/vip/useVipInfo';
import { VipLevelCard } from '../../features/vip/VipLevelCard';
import type { PageProps } from '../../router/routes';
import { isLoggedIn, useSession } from '../../stores/session';
import { Icon } from '../../ui/icons';
import styles from './Vip.module.css';

export default function VipPage(_props: PageProps) {
  const { t } = useTranslation('vip');
  const loggedIn = useSession(isLoggedIn);
  // docs/product.md §3: the current VIP level defaults to 0.
  const level = useSession((s) => s.userInfo?.vipLevel ?? 0);
  // Until the player picks a level, the chips follow the current one as user info refreshes.
  const [picked, setPicked] = useState<number | null>(null);
  const selected = picked ?? level;
  const vip = useVipInfo(loggedIn);

  const status: PrivilegeListStatus = !loggedIn
    ? 'loggedOut'
    : vip.isPending
      ? 'loading'
      : vip.isError
        ? 'error'
        : 'ready';

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.badge}>
          <Icon name="crown" size={22} />
        </span>
        <div>
          <h1 className={styles.title}>{t('page.title')}</h1>
          <p className={styles.subtitle}>{t('page.subtitle')}</p>
        </div>
      </header>
      <VipLevelCard
        level={level}
        loggedIn={loggedIn}
        info={vip.data}
        loading={loggedIn && vip.isPending}
      />
      <LevelChips value={selected} currentLevel={level} onChange={setPicked} />
      <PrivilegeList
        level={selected}
        config={vip.data ? levelConfig(vip.data.vipConfigList, selected) : null}
        status={status}
        error={vip.error}
        onRetry={() => void vip.refetch()}
      />
    </div>
  );
}
