import type { ReactNode } from 'react';
import { EmptyState, Skeleton } from '../../ui/States';
import styles from './RecordList.module.css';

export type ListStatus = 'loading' | 'ready';

export interface RecordListProps<Row> {
  /** Column titles; the rows lay their cells out on the same grid. */
  columns: string[];
  rows: Row[];
  renderRow: (row: Row) => ReactNode;
  rowKey: (row: Row) => string;
  status?: ListStatus;
  emptyMessage?: string;
}

/** A table-like list with its header, and loading and empty states. */
export function RecordList<Row>({
  columns,
  rows,
  renderRow,
  rowKey,
  status = 'ready',
  emptyMessage,
}: RecordListProps<Row>) {
  const grid = { gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))` };
  return (
    <div className={styles.list}>
      <div className={styles.head} style={grid}>
        {columns.map((column) => (
          <span key={column}>{column}</span>
        ))}
      </div>
      {status === 'loading' && (
        <div className={styles.skeletons}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="2.25rem" />
          ))}
        </div>
      )}
      {status === 'ready' && rows.length === 0 && (
        <div className={styles.state}>
          <EmptyState message={emptyMessage} />
        </div>
      )}
      {status === 'ready' &&
        rows.map((row) => (
          <div key={rowKey(row)} className={styles.row} style={grid}>
            {renderRow(row)}
          </div>
        ))}
    </div>
  );
}
