import type { ReactNode } from 'react';
import styles from './Cell.module.css';
import { Icon, type IconName } from './icons';

export interface CellProps {
  icon?: IconName;
  label: ReactNode;
  value?: ReactNode;
  onClick?: () => void;
  /** Show the chevron (default: when clickable). */
  arrow?: boolean;
}

/** One row of a settings-style list; a button when it does something. */
export function Cell({ icon, label, value, onClick, arrow = Boolean(onClick) }: CellProps) {
  const body = (
    <>
      {icon && (
        <span className={styles.icon}>
          <Icon name={icon} size={20} />
        </span>
      )}
      <span className={styles.label}>{label}</span>
      {value !== undefined && <span className={styles.value}>{value}</span>}
      {arrow && <Icon name="chevron" size={16} className={styles.arrow} />}
    </>
  );
  return onClick ? (
    <button type="button" className={styles.cell} onClick={onClick}>
      {body}
    </button>
  ) : (
    <div className={styles.cell}>{body}</div>
  );
}

export function CellGroup({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className={styles.group}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <div className={styles.list}>{children}</div>
    </section>
  );
}
