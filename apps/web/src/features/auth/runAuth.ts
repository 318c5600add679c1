import { ApiError } from '../../lib/http';
import { hideLoading, showLoading } from '../../lib/toast';

/**
 * Runs an account call behind the loading toast. The HTTP client has already told the player
 * why it failed (lib/http.ts), so a failed call just answers null here.
 */
export async function runAuth<T>(call: () => Promise<T>, loadingText: string): Promise<T | null> {
  showLoading(loadingText);
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  } finally {
    hideLoading();
  }
}
