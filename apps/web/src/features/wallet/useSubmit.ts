import { useWrites } from '../../api/useWrite';

/**
 * Runs one submission at a time (useWrites: TanStack Query's useMutation) behind the loading
 * toast. A failed call has already been reported by the HTTP client (lib/http.ts: every failure
 * of an action is toasted), so it is swallowed here.
 */
export function useSubmit(loadingText: string) {
  const writes = useWrites();
  const run = async (task: () => Promise<void>) => {
    await writes.run(task, loadingText);
  };
  return { busy: writes.pending, run };
}
