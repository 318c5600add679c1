import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { LevelChips } from '../../features/vip/LevelChips';
import { LevelUpNote } from '../../features/vip/LevelUpNote';
import { levelConfig } from '../../features/vip/levels';
import { PrivilegeList, type PrivilegeListStatus } from '../../features/vip/PrivilegeList';
import { useVipInfo } from '../../features/vip/useVipInfo';
import { VipLevelCard } from '../../features/vip/VipLevelCard';
import { VipRewards } from '../../features/vip/VipRewards';
import type { PageProps } from '../../router/routes';
import { isLoggedIn, useSession } from '../../stores/session';
import { Icon } from '../../ui/icons';
import styles from './Vip.module.css';

export default function VipPage(_props: PageProps) {
  const { t } = useTranslation('vip');
  const loggedIn = useSession(isLoggedIn);
  const uid = useSession((s) => s.uid);
  const vip = useVipInfo(loggedIn);
  // The server's level (currentVipConfig, level 0 when none is set: docs/product.md §3); user
  // info's until it answers.
  const storedLevel = useSession((s) => s.userInfo?.vipLevel ?? 0);
  const level = vip.data?.currentVipConfig.level ?? storedLevel;
  // Until the player picks a level, the chips follow the current one as the info refreshes.
  const [picked, setPicked] = useState<number | null>(null);
  const selected = picked ?? level;

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
      {loggedIn && uid && <LevelUpNote uid={uid} level={vip.data?.currentVipConfig.level} />}
      <VipLevelCard
        level={level}
        loggedIn={loggedIn}
        info={vip.data}
        loading={loggedIn && vip.isPending}
      />
      {loggedIn && <VipRewards />}
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
