import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../ui/icons';
import { MiddleText } from '../../ui/MiddleText';
import styles from './RecordRow.module.css';

export interface RecordRowProps {
  icon: IconName;
  title: string;
  subtitle: string;
  /** The order number, whole on a line of its own. */
  reference?: string;
  amount: string;
  status: ReactNode;
  onClick?: () => void;
  /** data-* attributes for browser tests, e.g. data-testid and data-status. */
  dataAttrs?: Record<`data-${string}`, string>;
}

/** One order in a history list: what, when, its number, how much and its status. */
export function RecordRow(props: RecordRowProps) {
  const { icon, title, subtitle, reference, amount, status, onClick, dataAttrs } = props;
  const body = (
    <>
      <span className={styles.icon}>
        <Icon name={icon} size={20} />
      </span>
      <span className={styles.main}>
        <span className={styles.title}>{title}</span>
        <span className={styles.subtitle}>{subtitle}</span>
        {reference && <MiddleText value={reference} className={styles.reference} />}
      </span>
      <span className={styles.side}>
        <span className={styles.amount}>{amount}</span>
        {status}
      </span>
      {onClick && <Icon name="chevron" size={16} className={styles.arrow} />}
    </>
  );
  return (
    <li className={styles.item}>
      {onClick ? (
        <button type="button" className={styles.row} onClick={onClick} {...dataAttrs}>
          {body}
        </button>
      ) : (
        <div className={styles.row} {...dataAttrs}>
          {body}
        </div>
      )}
    </li>
  );
}

export function RecordList({ children }: { children: ReactNode }) {
  return <ul className={styles.list}>{children}</ul>;
}
