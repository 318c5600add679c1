import { useWrites } from '../../api/useWrite';

/**
 * Runs account calls (useWrites: TanStack Query's useMutation) behind the loading toast. The HTTP
 * client has already told the player why one failed (lib/http.ts), so `runAuth` answers null
 * then; `pending` is true while one is on its way.
 */
export function useRunAuth() {
  const { run, pending } = useWrites();
  return { runAuth: run, pending };
}
