import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Icon, type IconName } from './icons';
import styles from './States.module.css';

export interface EmptyStateProps {
  /** Defaults to 'No Records!'. */
  message?: string;
  icon?: IconName;
  action?: { label: string; onClick: () => void };
}

export function EmptyState({ message, icon = 'list', action }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="status">
      <span className={styles.badge}>
        <Icon name={icon} size={30} />
      </span>
      <p className={styles.text}>{message ?? t('state.empty')}</p>
      {action && (
        <Button size="sm" variant="ghost" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </div>
  );
}

export interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
}

export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="alert">
      <span className={`${styles.badge} ${styles.error}`}>
        <Icon name="info" size={30} />
      </span>
      <p className={styles.text}>{message ?? t('state.loadFailed')}</p>
      {onRetry && (
        <Button size="sm" variant="ghost" onClick={onRetry}>
          <Icon name="refresh" size={16} />
          {t('action.retry')}
        </Button>
      )}
    </div>
  );
}

export function Spinner({ size = 28 }: { size?: number }) {
  return (
    <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
  );
}

export function LoadingState({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <Spinner />
      <p className={styles.text}>{message ?? t('state.loading')}</p>
    </div>
  );
}

/** Grey blocks in the shape of what is loading. */
export function Skeleton({ height = '1rem', width = '100%', radius = '0.5rem' }) {
  return <span className={styles.skeleton} style={{ height, width, borderRadius: radius }} />;
}
