import styles from './StatusBadge.module.css';

export type StatusTone = 'success' | 'pending' | 'info' | 'danger';

export interface StatusBadgeProps {
  tone: StatusTone;
  label: string;
}

export function StatusBadge({ tone, label }: StatusBadgeProps) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{label}</span>;
}
