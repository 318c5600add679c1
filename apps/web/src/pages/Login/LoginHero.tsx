import { APP_DEFAULTS, useAppStore } from '../../stores/app';
import styles from './AuthPage.module.css';

export interface LoginHeroProps {
  title: string;
  subtitle: string;
}

/** The brand mark and a greeting at the top of the login and register pages. */
export function LoginHero({ title, subtitle }: LoginHeroProps) {
  const appName = useAppStore((s) => s.appInfo?.appName ?? APP_DEFAULTS.appName);
  return (
    <header className={styles.hero}>
      <div className={styles.logo} aria-hidden="true">
        {appName.charAt(0).toUpperCase()}
      </div>
      <h2 className={styles.heroTitle}>{title}</h2>
      <p className={styles.heroSubtitle}>{subtitle}</p>
    </header>
  );
}
