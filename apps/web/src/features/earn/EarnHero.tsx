import { useTranslation } from '../../i18n/useTranslation';
import styles from './EarnHero.module.css';

/** The top of the Earn tab: what the referral program offers, with drawn coins and friends. */
export function EarnHero() {
  const { t } = useTranslation('earn');
  return (
    <header className={styles.hero}>
      <div className={styles.text}>
        <span className={styles.badge}>{t('hero.badge')}</span>
        <h1 className={styles.title}>{t('hero.title')}</h1>
        <p className={styles.desc}>{t('hero.desc')}</p>
      </div>
      <svg className={styles.art} viewBox="0 0 120 110" aria-hidden="true">
        <circle cx="60" cy="52" r="44" fill="rgba(255,210,63,0.12)" />
        <circle cx="40" cy="40" r="12" fill="#5cc8ff" />
        <path d="M20 78c0-13 9-22 20-22s20 9 20 22z" fill="#5cc8ff" />
        <circle cx="80" cy="40" r="12" fill="#3be39a" />
        <path d="M60 78c0-13 9-22 20-22s20 9 20 22z" fill="#3be39a" />
        <g stroke="#8a5a00" strokeWidth="1.5">
          <ellipse cx="60" cy="92" rx="20" ry="7" fill="#e5a516" />
          <rect x="40" y="82" width="40" height="10" fill="#e5a516" stroke="none" />
          <ellipse cx="60" cy="82" rx="20" ry="7" fill="#ffe27a" />
        </g>
        <path
          d="M60 77.5v9M56.5 80h5a2 2 0 0 1 0 4h-5"
          stroke="#8a5a00"
          strokeWidth="1.6"
          fill="none"
        />
        <path d="M100 14l1.8 4.5 4.5 1.8-4.5 1.8-1.8 4.5-1.8-4.5-4.5-1.8 4.5-1.8z" fill="#fff6c9" />
        <path d="M14 20l1.2 3 3 1.2-3 1.2-1.2 3-1.2-3-3-1.2 3-1.2z" fill="#fff6c9" />
      </svg>
    </header>
  );
}
