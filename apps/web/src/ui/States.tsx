import { useTranslation } from '../i18n/useTranslation';
import { failureReason, tellableFailure } from '../lib/http';
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
  /** What could not be loaded ("Deposit options could not be loaded."). */
  message?: string;
  /** The failure (the query's error): it says why and what to do. */
  error: unknown;
  onRetry?: () => void;
}

/**
 * A load that failed, in place of what it would have shown: what failed, then why and what to
 * do — the server's own message when it refused, otherwise by reason (only a network failure
 * speaks of the connection; a 'system' message is never shown). Same words as a failed action's
 * toast (lib/http.ts).
 */
export function ErrorState({ message, error, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  const reason = failureReason(error);
  const why =
    reason === 'refused' && error instanceof Error && error.message
      ? error.message
      : t(`failure.${tellableFailure(reason)}`);
  return (
    <div className={styles.state} role="alert" data-reason={reason}>
      <span className={`${styles.badge} ${styles.error}`}>
        <Icon name="info" size={30} />
      </span>
      <p className={`${styles.text} ${styles.what}`}>{message ?? t('state.loadFailed')}</p>
      <p className={styles.text}>{why}</p>
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
    <span
      className={styles.spinner}
      style={{ width: size, height: size }}
      aria-hidden="true"
      data-loading=""
    />
  );
}

export function LoadingState({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="status" aria-live="polite" aria-busy="true">
      <Spinner />
      <p className={styles.text}>{message ?? t('state.loading')}</p>
    </div>
  );
}

/** Grey blocks in the shape of what is loading (`data-loading`: tests wait until none is left). */
export function Skeleton({ height = '1rem', width = '100%', radius = '0.5rem' }) {
  return (
    <span
      className={styles.skeleton}
      style={{ height, width, borderRadius: radius }}
      aria-hidden="true"
      data-loading=""
    />
  );
}
