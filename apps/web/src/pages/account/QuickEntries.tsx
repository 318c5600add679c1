import { useTranslation } from '../../i18n/useTranslation';
import { navigateTo } from '../../router/navigation';
import { PATHS, type PagePath } from '../../router/paths';
import { Icon, type IconName } from '../../ui/icons';
import styles from './QuickEntries.module.css';

const ENTRIES: {
  key: 'deposit' | 'withdraw' | 'balanceRecords' | 'gameRecords';
  icon: IconName;
  path: PagePath;
}[] = [
  { key: 'deposit', icon: 'deposit', path: PATHS.deposit },
  { key: 'withdraw', icon: 'withdraw', path: PATHS.withdraw },
  {
    key: 'balanceRecords',
    icon: 'list',
    path: PATHS.balanceRecords,
  },
  {
    key: 'gameRecords',
    icon: 'gamepad',
    path: PATHS.gameRecords,
  },
];

/** The four shortcuts under the balance: Deposit, Withdraw, Balance Records, Game Records. */
export function QuickEntries() {
  const { t } = useTranslation('account');
  return (
    <nav className={styles.entries} aria-label={t('entries.label')}>
      {ENTRIES.map((entry) => (
        <button
          key={entry.key}
          type="button"
          className={styles.entry}
          onClick={() => navigateTo(entry.path)}
        >
          <span className={`${styles.entryIcon} ${styles[entry.key]}`}>
            <Icon name={entry.icon} size={22} />
          </span>
          <span className={styles.entryLabel}>{t(`entries.${entry.key}`)}</span>
        </button>
      ))}
    </nav>
  );
}
