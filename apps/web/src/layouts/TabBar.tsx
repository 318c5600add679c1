import { useTranslation } from '../i18n/useTranslation';
import { switchTab } from '../router/navigation';
import { TABS } from '../router/paths';
import { Icon } from '../ui/icons';
import styles from './TabBar.module.css';

const ICONS = {
  home: 'home',
  promo: 'gift',
  vip: 'crown',
  earn: 'coins',
  account: 'user',
} as const;

/** The tab bar of docs/product.md §2: five tabs in order, 50 px, dark red, pink text, yellow selected. */
export function TabBar({ currentPath }: { currentPath: string }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.bar} aria-label={t('route.home')} data-testid="tab-bar">
      {TABS.map((tab) => {
        const selected = tab.path === currentPath;
        return (
          <button
            key={tab.path}
            type="button"
            className={styles.tab}
            aria-current={selected ? 'page' : undefined}
            onClick={() => switchTab(tab.path)}
          >
            <Icon name={ICONS[tab.icon]} size={24} strokeWidth={selected ? 2.2 : 1.8} />
            <span className={styles.label}>{t(`tab.${tab.title}`)}</span>
          </button>
        );
      })}
    </nav>
  );
}
