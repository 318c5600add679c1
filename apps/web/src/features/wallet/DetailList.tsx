import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';
import styles from './DetailList.module.css';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Text the copy button copies; no button without it. */
  copy?: string;
  strong?: boolean;
}

export interface DetailListProps {
  items: DetailItem[];
}

/** Label-value rows, each with an optional copy button. */
export function DetailList({ items }: DetailListProps) {
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <div key={item.label} className={styles.row}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={`${styles.value} ${item.strong ? styles.strong : ''}`}>
            <span className={`${styles.text} ${item.copy ? styles.copyable : ''}`}>
              {item.value}
            </span>
            {item.copy && <CopyButton text={item.copy} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
