import type { ReactNode } from 'react';
import { ErrorState, EmptyState, Skeleton } from '../../ui/States';
import styles from './RecordList.module.css';

export interface RecordListProps<T> {
  /** The query's state, as TanStack Query gives it. */
  status: 'pending' | 'error' | 'success';
  /** The failure, when status is 'error'. */
  error: unknown;
  /** What failed, for the error state ("Balance records could not be loaded."). */
  failedMessage: string;
  items: T[] | undefined;
  onRetry: () => void;
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** What shows while the first page loads; generic skeleton cards by default. */
  skeleton?: ReactNode;
  /** Under a non-empty list: the load-more sentinel or the end marker. */
  footer?: ReactNode;
}

const DEFAULT_SKELETON = (
  <div className={styles.list} aria-busy="true">
    {[0, 1, 2, 3].map((n) => (
      <div key={n} className={styles.skeleton}>
        <Skeleton width="45%" />
        <Skeleton width="80%" height="0.75rem" />
        <Skeleton height="2.25rem" />
      </div>
    ))}
  </div>
);

/** A list of records with its loading (skeleton rows), error (retry) and empty states. */
export function RecordList<T>({
  status,
  error,
  failedMessage,
  items,
  onRetry,
  keyOf,
  renderItem,
  skeleton = DEFAULT_SKELETON,
  footer,
}: RecordListProps<T>) {
  if (status === 'pending') return skeleton;
  if (status === 'error') {
    return <ErrorState message={failedMessage} error={error} onRetry={onRetry} />;
  }
  if (!items?.length) return <EmptyState />;
  return (
    <>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {footer}
    </>
  );
}
