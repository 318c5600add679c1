import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { IconName } from '../../ui/icons';
import { EmptyState, ErrorState } from '../../ui/States';
import { ZoneNote } from '../clock';
import { LoadMore } from '../records';
import { RecordList } from './RecordRow';
import { RecordSkeleton } from './RecordSkeleton';

export interface OrderHistoryBodyProps<T> {
  records: UseInfiniteQueryResult<T[]>;
  errorMessage: string;
  emptyIcon: IconName;
  renderRow: (order: T) => ReactNode;
}

/** A history's list with its loading, error, empty and load-more states; its times' zone. */
export function OrderHistoryBody<T>({
  records,
  errorMessage,
  emptyIcon,
  renderRow,
}: OrderHistoryBodyProps<T>) {
  const { t } = useTranslation('wallet');
  if (records.status === 'pending') return <RecordSkeleton />;
  if (records.status === 'error') {
    return (
      <ErrorState
        message={errorMessage}
        error={records.error}
        onRetry={() => void records.refetch()}
      />
    );
  }
  if (records.data.length === 0)
    return <EmptyState icon={emptyIcon} message={t('history.empty')} />;
  return (
    <>
      <ZoneNote />
      <RecordList>{records.data.map(renderRow)}</RecordList>
      <LoadMore
        hasMore={records.hasNextPage}
        loading={records.isFetchingNextPage}
        failed={records.isFetchNextPageError}
        onLoadMore={() => void records.fetchNextPage()}
      />
    </>
  );
}
