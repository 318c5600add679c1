import { describe, expect, it, vi } from 'vitest';
import { createGroupCommit } from './group-commit';

describe('createGroupCommit', () => {
  it('runs the first item at once and gathers those that arrive meanwhile into the next batch', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const submit = createGroupCommit<number, string>(
      async (items) => {
        batches.push(items);
        if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return items.map((n) => `#${n}`);
      },
      { maxItems: 3 },
    );
    const answers = [1, 2, 3, 4, 5].map(submit);
    await Promise.resolve();
    expect(batches).toEqual([[1]]);
    release();
    await expect(Promise.all(answers)).resolves.toEqual(['#1', '#2', '#3', '#4', '#5']);
    expect(batches).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('keeps an error with its item: a failed batch is run again item by item', async () => {
    const submit = createGroupCommit<number, number>(async (items) => {
      if (items.includes(3)) throw new Error(`batch ${items.join(',')} failed`);
      return items.map((n) => n * 10);
    });
    const settled = await Promise.allSettled([1, 2, 3, 4].map(submit));
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : String(s.reason)))).toEqual([
      10,
      20,
      'Error: batch 3 failed',
      40,
    ]);
  });

  it('lets an item wait for company while idle, and starts at once when one comes that does not wait', async () => {
    vi.useFakeTimers();
    try {
      const batches: string[][] = [];
      const submit = createGroupCommit<string, string>(
        async (items) => {
          batches.push(items);
          return items;
        },
        { linger: (item) => (item.startsWith('end') ? 2 : 0) },
      );
      const alone = submit('end-1');
      await vi.advanceTimersByTimeAsync(1);
      expect(batches).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await alone;
      expect(batches).toEqual([['end-1']]);

      const joined = [submit('end-2'), submit('end-3'), submit('record-1')];
      await Promise.all(joined);
      expect(batches).toEqual([['end-1'], ['end-2', 'end-3', 'record-1']]);
      // The timer of the batch that started early runs nothing later.
      await vi.advanceTimersByTimeAsync(5);
      expect(batches).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
