import type { AdminEndpoint } from '@khel/contract/admin';
import { keepPreviousData } from '@tanstack/react-query';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminQuery, type InputOf } from '../api';
import { Button, Empty, ErrorState } from './layout';

/** An endpoint whose answer is one page of a table (pageOf in the contract). */
type PagedEndpoint = AdminEndpoint & {
  response: { _zod: { output: { list: unknown[]; total: number } } };
};
type RowOf<E extends PagedEndpoint> = E['response']['_zod']['output']['list'][number];

export const PAGE_SIZES = [25, 50, 100] as const;

/**
 * A server-side table (TanStack Table in manual mode, docs/architecture.md §11): the page, its
 * size and the sort go to the endpoint with `filters` (a change of filters goes back to page 1);
 * the server answers the page and the total. A column sorts when it has `enableSorting: true`
 * and its id is one of the endpoint's sortBy values.
 */
export function DataTable<E extends PagedEndpoint>({
  endpoint,
  columns,
  filters,
  initialSort,
  onRowClick,
  rowKey,
  empty,
  toolbar,
  pageSize: initialPageSize = 25,
}: {
  endpoint: E;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- cells of any value type
  columns: ColumnDef<RowOf<E>, any>[];
  filters?: Partial<InputOf<E>>;
  initialSort?: { id: string; desc: boolean };
  onRowClick?: (row: RowOf<E>) => void;
  rowKey?: (row: RowOf<E>) => string;
  empty?: ReactNode;
  toolbar?: ReactNode;
  pageSize?: number;
}) {
  const { t } = useTranslation();
  const [sorting, setSorting] = useState<SortingState>(initialSort ? [initialSort] : []);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: initialPageSize,
  });
  const filterKey = JSON.stringify(filters ?? {});
  useEffect(() => setPagination((p) => ({ ...p, pageIndex: 0 })), [filterKey]);

  const input = useMemo(
    () =>
      ({
        ...(filters ?? {}),
        page: pagination.pageIndex + 1,
        pageSize: pagination.pageSize,
        ...(sorting[0] ? { sortBy: sorting[0].id, sortDesc: sorting[0].desc } : {}),
      }) as InputOf<E>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filters by value (filterKey)
    [filterKey, pagination, sorting],
  );
  const query = useAdminQuery(endpoint, input, { placeholderData: keepPreviousData });
  const data = query.data as { list: RowOf<E>[]; total: number } | undefined;
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pagination.pageSize));

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's own state model
  const table = useReactTable({
    data: data?.list ?? [],
    columns,
    state: { sorting, pagination },
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    sortDescFirst: true,
    // A column sorts only when it says so (and the server sorts by its id).
    defaultColumn: { enableSorting: false },
    pageCount,
    onSortingChange: (updater) => {
      setSorting(updater);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey ? (row) => rowKey(row) : undefined,
  });

  const from = total === 0 ? 0 : pagination.pageIndex * pagination.pageSize + 1;
  const to = Math.min(total, (pagination.pageIndex + 1) * pagination.pageSize);
  return (
    <div className="table-wrap">
      {toolbar ? <div className="table-toolbar">{toolbar}</div> : null}
      <div className="table-scroll" aria-busy={query.isFetching || undefined}>
        <table className={`table ${onRowClick ? 'table-clickable' : ''}`}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = header.column.getCanSort();
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                      style={{ width: header.column.columnDef.size }}
                    >
                      {sortable ? (
                        <button
                          type="button"
                          className="th-sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          <span className="sort-mark" aria-hidden>
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {query.isPending
              ? Array.from({ length: 5 }, (_, i) => (
                  <tr key={i} className="row-skeleton" aria-hidden>
                    {columns.map((_c, j) => (
                      <td key={j}>
                        <span className="skeleton" />
                      </td>
                    ))}
                  </tr>
                ))
              : table.getRowModel().rows.map((row) => (
                  <tr
                    key={row.id}
                    onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                    tabIndex={onRowClick ? 0 : undefined}
                    onKeyDown={
                      onRowClick
                        ? (event) => {
                            if (event.key === 'Enter') onRowClick(row.original);
                          }
                        : undefined
                    }
                  >
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
        {query.error && !data ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : null}
        {data && data.list.length === 0 ? <Empty>{empty}</Empty> : null}
      </div>
      <div className="table-foot">
        <span className="muted">{t('table.range', { from, to, total })}</span>
        {query.error && data ? (
          <span className="form-error">{t('table.refreshFailed')}</span>
        ) : null}
        <label className="page-size">
          {t('table.pageSize')}
          <select
            value={pagination.pageSize}
            onChange={(event) =>
              setPagination({ pageIndex: 0, pageSize: Number(event.target.value) })
            }
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="ghost"
          onClick={() => table.previousPage()}
          disabled={!table.getCanPreviousPage()}
        >
          {t('table.previous')}
        </Button>
        <span className="muted">
          {t('table.page', { page: pagination.pageIndex + 1, pages: pageCount })}
        </span>
        <Button variant="ghost" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
          {t('table.next')}
        </Button>
      </div>
    </div>
  );
}
