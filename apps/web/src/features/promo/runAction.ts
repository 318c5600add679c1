import { post } from '../../lib/http';
import { hideLoading, showLoading, showToast } from '../../lib/toast';

export interface ActionMessages {
  loading: string;
  success: string;
  /** What did not happen, to start the failure toast the HTTP client shows (lib/http.ts). */
  failure: string;
}

export type ActionResult<T> = { ok: true; data: T } | { ok: false };

/**
 * A player action against the API: a loading toast meanwhile, then one answer either way — the
 * success message, or the HTTP client's failure toast (the server's message, or `failure` and
 * what to do).
 */
export async function runAction<T>(
  path: string,
  data: Record<string, unknown>,
  messages: ActionMessages,
): Promise<ActionResult<T>> {
  showLoading(messages.loading);
  try {
    const result = await post<T>(path, data, { failure: messages.failure });
    showToast(messages.success);
    return { ok: true, data: result };
  } catch {
    return { ok: false };
  } finally {
    hideLoading();
  }
}
