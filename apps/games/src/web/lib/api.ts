/** The games server's JSON API: POST (or GET) under /games/api, errors as {error, message}. */

export const ERROR_CODES = [
  'INVALID_REQUEST',
  'UNAUTHORIZED',
  'INSUFFICIENT_FUNDS',
  'BET_LIMIT',
  'NOT_FOUND',
  'GAME_STATE',
  'TOO_MANY_REQUESTS',
  'PLATFORM_UNAVAILABLE',
  'LOSS_LIMIT_REACHED',
  'SESSION_LIMIT_REACHED',
  'PLAYER_EXCLUDED',
] as const;
/** The server's codes plus NETWORK (no answer at all). */
export type ErrorCode = (typeof ERROR_CODES)[number] | 'NETWORK';

// `code` is assigned in the constructor, not declared as a class field: no helper code for it.
export class ApiError extends Error {
  declare readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}

export function errorCodeOf(error: unknown): ErrorCode {
  return error instanceof ApiError ? error.code : 'NETWORK';
}

const API_BASE = `${import.meta.env.BASE_URL}api`;

export interface RequestOptions {
  body?: unknown;
  sessionToken?: string | null;
  method?: 'GET' | 'POST';
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = {};
  if (method === 'POST') headers['content-type'] = 'application/json';
  if (options.sessionToken) headers.authorization = `Bearer ${options.sessionToken}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK', 'The games server did not answer');
  }
  const payload = (await response.json().catch(() => null)) as
    (T & { error?: string; message?: string }) | null;
  if (!response.ok || payload === null) {
    const code = (ERROR_CODES as readonly string[]).includes(payload?.error ?? '')
      ? (payload!.error as ErrorCode)
      : response.status === 401
        ? 'UNAUTHORIZED'
        : response.status >= 500
          ? 'PLATFORM_UNAVAILABLE'
          : 'INVALID_REQUEST';
    throw new ApiError(code, payload?.message ?? `HTTP ${response.status}`);
  }
  return payload;
}
