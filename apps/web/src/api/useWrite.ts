import { type QueryKey } from '@tanstack/react-query';
import { useMutation, useQueryClient } from './query';
import { ApiError } from '../lib/http';
import { hideLoading, showLoading } from '../lib/toast';

export type WriteResult<T> = { ok: true; data: T } | { ok: false };

export interface WriteOptions<Vars, Res> {
  /** Shown in the loading toast while the call is on its way. */
  loading?: string | ((vars: Vars) => string);
  /** The queries the answer makes stale: invalidated once it succeeded. */
  invalidates?: (data: Res, vars: Vars) => readonly QueryKey[];
  /** After success (and the invalidation started): the cache updates, the toast, the next page. */
  onSuccess?: (data: Res, vars: Vars) => unknown;
}

/**
 * Every write of the app (a form sent, a code redeemed, an order placed) goes through here:
 * TanStack Query's useMutation, one at a time, behind the loading toast, with `pending` for the
 * button. A failure has already been told to the player in their language by the HTTP client
 * (lib/http.ts), so `run` just answers `{ ok: false }`; a bug (not an ApiError) is thrown.
 */
export function useWrite<Vars, Res>(
  mutationFn: (vars: Vars) => Promise<Res>,
  { loading, invalidates, onSuccess }: WriteOptions<Vars, Res> = {},
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn,
    onMutate: (vars) => {
      const text = typeof loading === 'function' ? loading(vars) : loading;
      if (text) showLoading(text);
    },
    onSettled: () => {
      if (loading) hideLoading();
    },
    onSuccess: async (data, vars) => {
      for (const queryKey of invalidates?.(data, vars) ?? [])
        void queryClient.invalidateQueries({ queryKey });
      await onSuccess?.(data, vars);
    },
  });
  const run = async (vars: Vars): Promise<WriteResult<Res>> => {
    if (mutation.isPending) return { ok: false };
    try {
      return { ok: true, data: await mutation.mutateAsync(vars) };
    } catch (error) {
      if (error instanceof ApiError) return { ok: false };
      throw error;
    }
  };
  return { run, pending: mutation.isPending };
}

/** One write of a form with several (a login form's ways in): its call and its loading text. */
interface Task {
  send: () => Promise<unknown>;
  loading: string;
}

/**
 * useWrite for a form whose writes differ from submit to submit: `run(send, loading)` sends one
 * through the same mutation and answers its result, or null when it failed (already told).
 */
export function useWrites() {
  const write = useWrite((task: Task) => task.send(), { loading: (task) => task.loading });
  const run = async <T>(send: () => Promise<T>, loading: string): Promise<T | null> => {
    const result = await write.run({ send, loading });
    // `send` answered this result: its type is T.
    return result.ok ? (result.data as T) : null;
  };
  return { run, pending: write.pending };
}
