import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '../../ui/States';
import type { IconName } from '../../ui/icons';
import { RecordList } from './RecordRow';
import { RecordSkeleton } from './RecordSkeleton';

export interface HistoryBodyProps<T> {
  query: {
    data?: { list: T[] } | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  errorMessage: string;
  emptyIcon: IconName;
  renderRow: (item: T) => ReactNode;
}

/** An order history's states: skeleton while loading (or retrying), error with retry, empty, list. */
export function HistoryBody<T>({ query, errorMessage, emptyIcon, renderRow }: HistoryBodyProps<T>) {
  const items = query.data?.list ?? [];
  if (query.isPending || (query.isError && query.isFetching)) return <RecordSkeleton />;
  if (query.isError)
    return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <EmptyState icon={emptyIcon} />;
  return <RecordList>{items.map(renderRow)}</RecordList>;
}
