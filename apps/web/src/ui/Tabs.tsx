import styles from './Tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  badge?: string;
}

export interface TabsProps<K extends string> {
  items: TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  /** 'pills' for filters, 'underline' for page sections. */
  variant?: 'pills' | 'underline';
  label?: string;
}

export function Tabs<K extends string>({
  items,
  value,
  onChange,
  variant = 'underline',
  label,
}: TabsProps<K>) {
  return (
    <div className={`${styles.tabs} ${styles[variant]}`} role="tablist" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === value}
          className={styles.tab}
          onClick={() => onChange(item.key)}
        >
          {item.label}
          {item.badge && <span className={styles.badge}>{item.badge}</span>}
        </button>
      ))}
    </div>
  );
}
