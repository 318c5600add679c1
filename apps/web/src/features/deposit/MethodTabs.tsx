import type { ReactNode } from 'react';
import styles from './MethodTabs.module.css';

export interface MethodTab {
  key: string;
  label: string;
  badge?: string;
  icon: ReactNode;
}

export interface MethodTabsProps {
  items: MethodTab[];
  value: string;
  onChange: (key: string) => void;
  label: string;
}

/**
 * The deposit methods as tabs in a grid of two columns: every method in sight whatever the
 * language (a sideways strip hid 'Crypto' off-screen), a long name wrapping in its card.
 */
export function MethodTabs({ items, value, onChange, label }: MethodTabsProps) {
  return (
    <div className={styles.grid} role="tablist" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === value}
          className={styles.tab}
          onClick={() => onChange(item.key)}
        >
          <span className={styles.icon}>{item.icon}</span>
          <span className={styles.label}>{item.label}</span>
          {item.badge && <span className={styles.badge}>{item.badge}</span>}
        </button>
      ))}
    </div>
  );
}
