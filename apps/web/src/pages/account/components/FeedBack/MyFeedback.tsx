import { useTranslation } from '../../../../i18n/useTranslation';
import { useMyFeedback } from '../../../../features/account/api';
import { usePlatformClock } from '../../../../features/clock/usePlatformClock';
import { LoadMore } from '../../../../features/records';
import { formatDateTime, parseTime } from '../../../../lib/clock';
import { EmptyState, ErrorState, Skeleton } from '../../../../ui/States';
import styles from './FeedBack.module.css';

const when = (iso: string, offset: number) => {
  const time = parseTime(iso);
  return time === null ? '' : formatDateTime(time, offset).slice(0, 16);
};

/** The player's feedback, newest first: category, status, what they wrote and the reply. */
export function MyFeedback() {
  const { t } = useTranslation('account');
  const { offset } = usePlatformClock();
  const query = useMyFeedback();
  if (query.isPending) {
    return (
      <div className={styles.list} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.entry}>
            <Skeleton width="40%" />
            <Skeleton width="90%" height="0.75rem" />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        message={t('feedback.listFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const [first] = query.data.pages;
  const list = query.data.pages.flatMap((page) => page.list);
  if (list.length === 0) return <EmptyState icon="feedback" message={t('feedback.noneYet')} />;
  return (
    <div className={styles.list}>
      {first && (
        <p className={styles.quota}>
          {t('feedback.sentToday', { count: first.sentToday, max: first.dailyLimit })}
        </p>
      )}
      {list.map((item) => (
        <article key={item.id} className={styles.entry} data-testid="feedback-entry">
          <header className={styles.entryHead}>
            <span className={styles.entryCategory}>
              {t(`feedback.categories.${item.category}`)}
            </span>
            <span className={`${styles.status} ${styles[item.status]}`} data-status={item.status}>
              {t(`feedback.status.${item.status}`)}
            </span>
          </header>
          <p className={styles.entryText}>{item.content}</p>
          <p className={styles.entryMeta}>
            {when(item.createdAt, offset)}
            {item.screenshots > 0 && ` · ${t('feedback.screenshots', { count: item.screenshots })}`}
          </p>
          {item.reply && (
            <div className={styles.reply} data-testid="feedback-reply">
              <strong>{t('feedback.reply')}</strong>
              <p>{item.reply}</p>
              {item.repliedAt && <span>{when(item.repliedAt, offset)}</span>}
            </div>
          )}
        </article>
      ))}
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </div>
  );
}
