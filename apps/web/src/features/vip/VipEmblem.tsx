import styles from './VipEmblem.module.css';

export interface VipEmblemProps {
  label: string;
}

/** The crowned shield that carries the level on the VIP card. */
export function VipEmblem({ label }: VipEmblemProps) {
  return (
    <span className={styles.emblem} aria-hidden="true">
      <svg viewBox="0 0 80 88" className={styles.art}>
        <defs>
          <linearGradient id="vipGold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fff3c4" />
            <stop offset="0.45" stopColor="#ffd23f" />
            <stop offset="1" stopColor="#b7730f" />
          </linearGradient>
          <linearGradient id="vipRuby" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#c0223e" />
            <stop offset="1" stopColor="#5c0918" />
          </linearGradient>
        </defs>
        <path d="M18 14l8 7 14-13 14 13 8-7-3 16H21z" fill="url(#vipGold)" />
        <circle cx="18" cy="12" r="3" fill="#fff3c4" />
        <circle cx="40" cy="6" r="3.4" fill="#fff3c4" />
        <circle cx="62" cy="12" r="3" fill="#fff3c4" />
        <path d="M40 26l28 8v20c0 14-12 25-28 31C24 79 12 68 12 54V34z" fill="url(#vipGold)" />
        <path
          d="M40 31l23 6.5V54c0 11-9.5 20-23 25-13.5-5-23-14-23-25V37.5z"
          fill="url(#vipRuby)"
        />
      </svg>
      <span className={styles.label}>{label}</span>
    </span>
  );
}
