import i18next from 'i18next';

/**
 * The words for a failed call: the server's own message (operators read the API's English
 * messages, as in the API's docs), or the translated text for a network failure.
 */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'state' in error && 'message' in error) {
    const { state, message } = error as { state: string; message: string };
    if (state === 'network') return i18next.t('common:error.network');
    return String(message);
  }
  if (typeof error === 'string') return error;
  return i18next.t('common:error.unknown');
}
