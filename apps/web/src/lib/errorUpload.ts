import { appStackUploadEndpoint } from '@khel/contract/endpoints';
import { deviceNumber } from './device';
import { call } from './http';
import { STORAGE_KEYS, readString } from './storage';

/** At most this many reports per page load; a crash loop must not flood the server. */
const MAX_REPORTS = 10;
const sent = new Set<string>();

export function serializeError(error: unknown, context?: string) {
  const err =
    error instanceof Error
      ? error
      : new Error(typeof error === 'string' ? error : JSON.stringify(error));
  return JSON.stringify({
    name: err.name,
    message: err.message,
    stack: err.stack?.slice(0, 8000),
    context,
    url: window.location.href,
    userAgent: navigator.userAgent,
    at: new Date().toISOString(),
  });
}

/** Uploads an uncaught app error through the app-stack call (docs/product.md §7, §8), once each. */
export function uploadError(error: unknown, context?: string) {
  const data = serializeError(error, context);
  const fingerprint = data.slice(0, 300);
  if (sent.has(fingerprint) || sent.size >= MAX_REPORTS) return;
  sent.add(fingerprint);
  call(
    appStackUploadEndpoint,
    {
      appPackageName: 'Web',
      deviceNumber: deviceNumber(),
      data: data.slice(0, 16_000),
      userId: readString(STORAGE_KEYS.uid),
    },
    { silent: true },
  ).catch(() => undefined);
}
