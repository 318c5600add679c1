import { useTranslation } from 'react-i18next';
import { openPage } from '../../router/navigation';
import { Icon, type IconName } from '../../ui/icons';
import styles from './HomeShortcuts.module.css';

type Shortcut = 'signin' | 'cashback' | 'ranking' | 'invite';

const SHORTCUTS: { key: Shortcut; icon: IconName; path: string }[] = [
  { key: 'signin', icon: 'calendar', path: '/pages/promo/Signin/Signin' },
  { key: 'cashback', icon: 'coins', path: '/pages/promo/RebatePromo/RebatePromo' },
  { key: 'ranking', icon: 'trophy', path: '/pages/promo/Ranking/Ranking' },
  { key: 'invite', icon: 'share', path: '/pages/earn/Earn' },
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
