/** The next 1-based search page, or undefined once every result of `total` has been listed. */
export function nextSearchPage(last: { page: number; pageSize: number; total: number }) {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}
