import type { ReactNode } from 'react';
import { MiddleText } from '../../ui/MiddleText';
import { CopyButton } from './CopyButton';
import styles from './DetailList.module.css';

export type DetailItem = {
  label: string;
  strong?: boolean;
} & (
  | {
      value: ReactNode;
      /** Text the copy button copies; no button without it. */
      copy?: string;
    }
  | {
      /**
       * An order number, account, UTR, address or hash: whole on one monospace line with a copy
       * button, on a line of its own under the label when the row is too narrow, shortened in
       * the middle when even that is (MiddleText); the copy button copies it whole.
       */
      identifier: string;
    }
);

export interface DetailListProps {
  items: DetailItem[];
}

/** Label-value rows; identifiers with a copy button. */
export function DetailList({ items }: DetailListProps) {
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <div key={item.label} className={styles.row}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={`${styles.value} ${item.strong ? styles.strong : ''}`}>
            {'identifier' in item ? (
              <>
                <MiddleText value={item.identifier} className={styles.identifier} />
                <CopyButton text={item.identifier} />
              </>
            ) : (
              <>
                <span className={styles.text}>{item.value}</span>
                {item.copy && <CopyButton text={item.copy} />}
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
