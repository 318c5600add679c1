import { useState } from 'react';
import { hideLoading, showLoading } from '../../lib/toast';

/**
 * Runs one submission at a time behind the loading toast. A failed call has already been
 * reported by the HTTP client (lib/http.ts: every failure of an action is toasted), so it is
 * swallowed here.
 */
export function useSubmit(loadingText: string) {
  const [busy, setBusy] = useState(false);
  const run = async (task: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    showLoading(loadingText);
    try {
      await task();
    } catch {
      /* toasted by the HTTP client */
    } finally {
      hideLoading();
      setBusy(false);
    }
  };
  return { busy, run };
}
