import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../../ui/icons';
import { Money } from '../../ui/Money';
import { ErrorState, Skeleton } from '../../ui/States';
import { PRIVILEGES, privilegeValue, type PrivilegeKey } from './privileges';
import styles from './PrivilegeList.module.css';
import type { VipLevelConfig } from './types';

export type PrivilegeListStatus = 'loggedOut' | 'loading' | 'error' | 'ready';

export interface PrivilegeListProps {
  level: number;
  /** The chosen level's figures; null shows '--'. */
  config: VipLevelConfig | null;
  status: PrivilegeListStatus;
  /** Why the VIP info failed, when status is 'error'. */
  error?: unknown;
  onRetry: () => void;
}

/** The nine privileges of a level (docs/product.md §2 VIP). */
export function PrivilegeList({ level, config, status, error, onRetry }: PrivilegeListProps) {
  const { t } = useTranslation('vip');

  const renderValue = (key: PrivilegeKey) => {
    if (!config) return '--';
    const value = privilegeValue(config, key);
    switch (value.kind) {
      case 'money':
        return <Money rupees={value.rupees} />;
      case 'percent':
        return value.text;
      case 'times':
        return t('privileges.times', { count: value.count });
      case 'flag':
        return value.on ? t('privileges.included') : t('privileges.notIncluded');
    }
  };

  return (
    <section className={styles.section}>
      <h2 className={styles.title}>
        <Icon name="crown" size={18} />
        {t('privileges.title', { level })}
      </h2>
      {status === 'error' ? (
        <ErrorState message={t('loadFailed')} error={error} onRetry={onRetry} />
      ) : (
        <ul className={styles.list}>
          {PRIVILEGES.map(({ key, icon }) => (
            <li key={key} className={styles.row}>
              <span className={styles.icon}>
                <Icon name={icon} size={20} />
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{t(`privileges.${key}`)}</span>
                <span className={styles.desc}>{t(`privileges.${key}Desc`)}</span>
              </span>
              <span className={styles.value}>
                {status === 'loading' ? <Skeleton width="3.5rem" /> : renderValue(key)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {status === 'loggedOut' && <p className={styles.hint}>{t('privileges.loginHint')}</p>}
    </section>
  );
}
