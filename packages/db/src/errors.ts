/**
 * Whether an error means "the database is away for now" (down, restarting, failing over, our
 * connection cut) rather than a fault of the request or the code: requests then answer 503
 * (try again) instead of a system error, and nothing needs a restart. PostgreSQL's SQLSTATEs:
 * class 08 (connection exception), 57P01 admin_shutdown (also pg_terminate_backend), 57P02
 * crash_shutdown, 57P03 cannot_connect_now (starting up or in recovery), 53300
 * too_many_connections; then the network errors of the socket and node-postgres' own messages
 * for a connection that ended or never came.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end',
];

function isUnavailableItself(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') && code.length === 5) return true;
    if (UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code)) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.includes(m));
}

/**
 * Why the database is unavailable according to `error` or an error it wraps (cause,
 * AggregateError), as "code: message" of that error alone (no SQL or parameters, which wrapping
 * errors carry); null when it is some other error.
 */
export function databaseUnavailableReason(error: unknown, depth = 0): string | null {
  if (!error || typeof error !== 'object' || depth > 8) return null;
  if (isUnavailableItself(error)) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return `${typeof code === 'string' ? `${code}: ` : ''}${String(message ?? '')}`;
  }
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  const reason = databaseUnavailableReason(cause, depth + 1);
  if (reason !== null || !Array.isArray(errors)) return reason;
  for (const inner of errors) {
    const found = databaseUnavailableReason(inner, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** True when `error`, or an error it wraps, means the database is away for now. */
export const isDatabaseUnavailable = (error: unknown) => databaseUnavailableReason(error) !== null;
