import { ApiError, post } from '../../lib/http';
import { hideLoading, showLoading, showToast } from '../../lib/toast';

export interface ActionMessages {
  loading: string;
  success: string;
  /** Shown when the HTTP client stayed silent, so the player is never left without an answer. */
  failure: string;
}

/**
 * Whether the HTTP client already told the player about this error: it toasts envelope messages
 * and handles 'please login' itself, but keeps quiet on 'system' messages and network failures.
 */
export function clientToasted(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.state === undefined) return false;
  if (error.state === '401' || error.state === '-1') return true;
  return !/system/i.test(error.message);
}

export type ActionResult<T> = { ok: true; data: T } | { ok: false };

/** A player action against the API: a loading toast meanwhile, then one answer either way. */
export async function runAction<T>(
  path: string,
  data: Record<string, unknown>,
  messages: ActionMessages,
): Promise<ActionResult<T>> {
  showLoading(messages.loading);
  try {
    const result = await post<T>(path, data);
    showToast(messages.success);
    return { ok: true, data: result };
  } catch (error) {
    if (!clientToasted(error)) showToast(messages.failure);
    return { ok: false };
  } finally {
    hideLoading();
  }
}
