import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './query';

/**
 * One page of a back-office table (docs/architecture.md §11, server-side paging): `base` is a
 * whole `select … from … where …` without order or limit; its rows are ordered by `order` (an
 * expression over the base's output columns, e.g. `sql.raw('created_at desc, id desc')` or from
 * `orderOf`), cut to the page, and counted across all pages in the same statement.
 */
export async function pageRows<Row extends object>(
  db: Db,
  base: SQL,
  order: SQL,
  page: { page: number; pageSize: number },
): Promise<{ rows: Row[]; total: number }> {
  const offset = (page.page - 1) * page.pageSize;
  const rows = await queryRows<Row & { page_total: string | number }>(
    db,
    sql`select t.*, count(*) over () as page_total from (${base}) t
      order by ${order} limit ${page.pageSize} offset ${offset}`,
  );
  if (rows.length > 0) {
    const total = Number(rows[0]!.page_total);
    return { rows: rows.map(({ page_total: _, ...row }) => row as unknown as Row), total };
  }
  // Past the last page (or none at all): the count alone.
  const [count] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from (${base}) t`,
  );
  return { rows: [], total: Number(count?.n ?? 0) };
}

/**
 * The ORDER BY of a sortable table: the column the caller chose (one of `columns`, whose values
 * are trusted SQL over the base's output columns) or `fallback`, then `tiebreak` so pages never
 * overlap.
 */
export function orderOf<K extends string>(
  columns: Record<K, string>,
  sortBy: K | undefined,
  sortDesc: boolean,
  fallback: K,
  tiebreak = 'id',
): SQL {
  const column = columns[sortBy ?? fallback];
  const direction = sortDesc ? 'desc' : 'asc';
  return sql.raw(`${column} ${direction} nulls last, ${tiebreak} ${direction}`);
}
