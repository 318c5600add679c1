import styles from './Segmented.module.css';

export interface SegmentedProps<K extends string> {
  items: { key: K; label: string }[];
  value: K;
  onChange: (key: K) => void;
  label?: string;
}

/** Equal-width options in one rounded track, for a page's main switch. */
export function Segmented<K extends string>({ items, value, onChange, label }: SegmentedProps<K>) {
  return (
    <div className={styles.track} role="tablist" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === value}
          className={styles.option}
          onClick={() => onChange(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
