import { useTranslation } from '../../i18n/useTranslation';
import { openPage } from '../../router/navigation';
import { PATHS, type AppPath } from '../../router/paths';
import { Icon, type IconName } from '../../ui/icons';
import styles from './HomeShortcuts.module.css';

type Shortcut = 'signin' | 'cashback' | 'ranking' | 'invite';

const SHORTCUTS: { key: Shortcut; icon: IconName; path: AppPath }[] = [
  { key: 'signin', icon: 'calendar', path: PATHS.signin },
  { key: 'cashback', icon: 'coins', path: PATHS.rebatePromo },
  { key: 'ranking', icon: 'trophy', path: PATHS.ranking },
  { key: 'invite', icon: 'share', path: PATHS.earn },
];

/** Quick ways into the promotions that have their own pages. */
export function HomeShortcuts() {
  const { t } = useTranslation('home');
  return (
    <nav className={styles.row} aria-label={t('shortcuts.label')}>
      {SHORTCUTS.map(({ key, icon, path }) => (
        <button key={key} type="button" className={styles.item} onClick={() => openPage(path)}>
          <span className={styles.icon}>
            <Icon name={icon} size={22} />
          </span>
          <span className={styles.label}>{t(`shortcuts.${key}`)}</span>
        </button>
      ))}
    </nav>
  );
}
