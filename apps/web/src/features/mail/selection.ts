/** Which inbox messages are ticked in delete mode. */
export type Selection = ReadonlySet<string>;

export function toggleSelected(selection: Selection, id: string): Selection {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export const isAllSelected = (selection: Selection, ids: readonly string[]) =>
  ids.length > 0 && ids.every((id) => selection.has(id));

/** Ticks every message, or unticks them all when all are ticked already. */
export const toggleAll = (selection: Selection, ids: readonly string[]): Selection =>
  isAllSelected(selection, ids) ? new Set() : new Set(ids);
