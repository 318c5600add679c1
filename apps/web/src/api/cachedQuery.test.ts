import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http';

/** A fresh copy of the module (its cache and its client are module state), with its ApiError. */
const load = async () => {
  vi.resetModules();
  const http = await import('../lib/http');
  return { ...(await import('./cachedQuery')), ApiError: http.ApiError };
};

describe('the first screen cache before the QueryClient loads (api/cachedQuery.ts)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches once per key at a time and keeps the answer while fresh', async () => {
    const { fetchCached, queryState } = await load();
    const fetcher = vi.fn(() => Promise.resolve(['lobby']));
    const [a, b] = await Promise.all([
      fetchCached(['lobby'], fetcher),
      fetchCached(['lobby'], fetcher),
    ]);
    expect(a).toEqual(['lobby']);
    expect(b).toBe(a);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(queryState(['lobby'])).toMatchObject({ status: 'success', data: ['lobby'] });

    await fetchCached(['lobby'], fetcher); // fresh (30 s by default)
    expect(fetcher).toHaveBeenCalledTimes(1);
    await fetchCached(['lobby'], fetcher, 0); // the retry button: always fetched
    expect(fetcher).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(30_000);
    await fetchCached(['lobby'], fetcher);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('retries network trouble once after a second, an answered error never', async () => {
    const { fetchCached, queryState, ApiError } = await load();
    const flaky = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(999, 'offline', undefined, 'network'))
      .mockResolvedValueOnce('ok');
    const result = fetchCached(['a'], flaky);
    await vi.advanceTimersByTimeAsync(999);
    expect(flaky).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(flaky).toHaveBeenCalledTimes(2);

    const refused = new ApiError(1, 'No', '1');
    const answered = vi.fn(() => Promise.reject(refused));
    await expect(fetchCached(['b'], answered)).rejects.toBe(refused);
    expect(answered).toHaveBeenCalledTimes(1);
    expect(queryState(['b'])).toMatchObject({ status: 'error', error: refused, data: undefined });
  });

  it('keeps the last answer when a refetch fails', async () => {
    const { fetchCached, queryState } = await load();
    await fetchCached(['a'], () => Promise.resolve(1));
    const refused = new ApiError(1, 'No', '1');
    await expect(fetchCached(['a'], () => Promise.reject(refused), 0)).rejects.toBe(refused);
    expect(queryState(['a'])).toMatchObject({ status: 'error', data: 1, error: refused });
  });

  it('forgets everything on clear, cancelling a fetch under way', async () => {
    const { clearQueries, fetchCached, queryState, subscribeQueries } = await load();
    await fetchCached(['a'], () => Promise.resolve(1));
    let signal!: AbortSignal;
    let answer!: (value: number) => void;
    const pending = fetchCached(['b'], (s) => {
      signal = s;
      return new Promise<number>((resolve) => (answer = resolve));
    });
    const changed = vi.fn();
    subscribeQueries(changed);

    clearQueries();
    expect(changed).toHaveBeenCalled();
    expect(signal.aborted).toBe(true);
    expect(queryState(['a'])).toBeUndefined();
    answer(2);
    await pending;
    expect(queryState(['b'])).toBeUndefined(); // a late answer is not kept
  });
});

describe('the QueryClient taking over (adoptQueryClient)', () => {
  it('takes the answers with their age and the fetches under way, then serves them', async () => {
    const { adoptQueryClient, fetchCached, queryState, subscribeQueries } = await load();
    await fetchCached(['done'], () => Promise.resolve('a'));
    const fetchedAt = queryState(['done'])!.dataUpdatedAt;
    let answer!: (value: string) => void;
    void fetchCached(['going'], () => new Promise<string>((resolve) => (answer = resolve)));
    const changed = vi.fn();
    subscribeQueries(changed);

    const client = new QueryClient();
    adoptQueryClient(client);
    expect(changed).toHaveBeenCalled();
    expect(client.getQueryState(['done'])).toMatchObject({
      status: 'success',
      data: 'a',
      dataUpdatedAt: fetchedAt,
    });
    expect(queryState(['done'])).toBe(client.getQueryState(['done']));
    expect(client.getQueryState(['going'])?.fetchStatus).toBe('fetching');

    answer('b');
    await vi.waitFor(() => expect(client.getQueryData(['going'])).toBe('b'));

    // From now on through the client: a fresh answer is not fetched again, and invalidation shows.
    const fetcher = vi.fn(() => Promise.resolve('c'));
    await expect(fetchCached(['done'], fetcher)).resolves.toBe('a');
    expect(fetcher).not.toHaveBeenCalled();
    await client.invalidateQueries({ queryKey: ['done'], refetchType: 'none' });
    expect(queryState(['done'])?.isInvalidated).toBe(true);
    await expect(fetchCached(['done'], fetcher, 0)).resolves.toBe('c');
  });
});
