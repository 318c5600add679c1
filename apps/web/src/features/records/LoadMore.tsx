import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/States';
import styles from './LoadMore.module.css';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  /** The last page failed: the button retries, the sentinel waits for a tap. */
  failed: boolean;
  onLoadMore: () => void;
}

/** Starts loading this far before the list's end comes into view. */
const PRELOAD_MARGIN = '240px 0px';

/**
 * The end of an infinite list: a sentinel that loads the next page as it scrolls into view, a
 * 'Load more' button where that does not happen (no IntersectionObserver, or after a failure),
 * and 'No more records' once the last page is in.
 */
export function LoadMore({ hasMore, loading, failed, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const handleVisible = useEffectEvent(() => onLoadMore());

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || failed || typeof IntersectionObserver === 'undefined') {
      return;
    }
    // Observing anew after each page: if the end is still in view, the next page loads too.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) handleVisible();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, failed]);

  if (!hasMore) {
    return (
      <p className={styles.end} data-testid="records-end">
        {tc('state.noMore')}
      </p>
    );
  }
  return (
    <div ref={sentinel} className={styles.more} data-testid="records-more">
      {loading ? (
        <Spinner size={22} />
      ) : (
        <Button size="sm" variant="ghost" onClick={onLoadMore}>
          {failed ? tc('action.retry') : t('records.loadMore')}
        </Button>
      )}
    </div>
  );
}
