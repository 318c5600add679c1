import { useTranslation } from '../../i18n/useTranslation';
import { APP_DEFAULTS, useAppStore } from '../../stores/app';
import { Icon } from '../../ui/icons';
import styles from './WelcomeBanner.module.css';

/**
 * The branded welcome banner shown until /banner/list supplies banners. It is decoration drawn
 * in CSS and SVG; its two lines are the deposit and withdrawal times of docs/product.md §9.
 */
export function WelcomeBanner() {
  const { t } = useTranslation('home');
  const appName = useAppStore((s) => s.appInfo?.appName || APP_DEFAULTS.appName);
  return (
    <section className={styles.banner} aria-label={t('banner.label')}>
      <div className={styles.copy}>
        <span className={styles.kicker}>{t('banner.kicker')}</span>
        <h2 className={styles.title}>{t('welcome', { appName })}</h2>
        <ul className={styles.facts}>
          <li>
            <Icon name="deposit" size={14} />
            {t('banner.depositFact')}
          </li>
          <li>
            <Icon name="clock" size={14} />
            {t('banner.withdrawFact')}
          </li>
        </ul>
      </div>
      <svg className={styles.art} viewBox="0 0 120 120" aria-hidden="true">
        <defs>
          <linearGradient id="khel-coin" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fff1a8" />
            <stop offset="0.55" stopColor="#ffd23f" />
            <stop offset="1" stopColor="#c98a00" />
          </linearGradient>
        </defs>
        <rect
          x="14"
          y="22"
          width="46"
          height="64"
          rx="7"
          fill="#f6f1e4"
          transform="rotate(-16 37 54)"
        />
        <rect
          x="40"
          y="16"
          width="46"
          height="64"
          rx="7"
          fill="#fffaf0"
          transform="rotate(8 63 48)"
        />
        <path d="M63 36l8 12-8 12-8-12z" fill="#e23b55" transform="rotate(8 63 48)" />
        <circle cx="78" cy="84" r="26" fill="url(#khel-coin)" />
        <circle
          cx="78"
          cy="84"
          r="19"
          fill="none"
          stroke="#a86f00"
          strokeWidth="2.5"
          opacity="0.6"
        />
        <text x="78" y="92" textAnchor="middle" fontSize="22" fontWeight="900" fill="#7a5000">
          {appName.charAt(0).toUpperCase()}
        </text>
        <circle cx="26" cy="96" r="11" fill="url(#khel-coin)" opacity="0.9" />
      </svg>
    </section>
  );
}
