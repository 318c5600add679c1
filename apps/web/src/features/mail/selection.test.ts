import { describe, expect, it } from 'vitest';
import { isAllSelected, toggleAll, toggleSelected } from './selection';

describe('inbox selection', () => {
  it('ticks and unticks one message', () => {
    const ticked = toggleSelected(new Set(), 'm1');
    expect([...ticked]).toEqual(['m1']);
    expect([...toggleSelected(ticked, 'm1')]).toEqual([]);
  });

  it('select all ticks every message, and unticks them when all are ticked', () => {
    const ids = ['m1', 'm2', 'm3'];
    const all = toggleAll(new Set(['m2']), ids);
    expect(isAllSelected(all, ids)).toBe(true);
    expect(toggleAll(all, ids).size).toBe(0);
  });

  it('never counts an empty inbox as all selected', () => {
    expect(isAllSelected(new Set(), [])).toBe(false);
  });
});
