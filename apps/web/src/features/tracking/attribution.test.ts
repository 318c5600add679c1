import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollAttributionId } from './attribution';

describe('pollAttributionId', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads every 500 ms and answers the id as soon as there is one', async () => {
    const read = vi.fn<() => string | null>().mockReturnValue(null);
    const result = pollAttributionId(read);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(read).toHaveBeenCalledTimes(3);
    read.mockReturnValue('adid-42');
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toBe('adid-42');
    await vi.advanceTimersByTimeAsync(5000);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('gives up after 30 reads', async () => {
    const read = vi.fn<() => string | null>().mockReturnValue(null);
    const result = pollAttributionId(read);
    await vi.advanceTimersByTimeAsync(30 * 500);
    await expect(result).resolves.toBeNull();
    expect(read).toHaveBeenCalledTimes(30);
    await vi.advanceTimersByTimeAsync(5000);
    expect(read).toHaveBeenCalledTimes(30);
  });

  it('counts a read that throws as a try without an id', async () => {
    const read = vi
      .fn<() => string | null>()
      .mockImplementationOnce(() => {
        throw new Error('not ready');
      })
      .mockReturnValue('adid-7');
    const result = pollAttributionId(read);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('adid-7');
  });
});
