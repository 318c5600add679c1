import { ApiError } from '../../lib/http';
import { hideLoading, showLoading } from '../../lib/toast';

/**
 * Runs an account call behind the loading toast. The HTTP client already toasts the server's
 * message, so a refused call just answers null here.
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
