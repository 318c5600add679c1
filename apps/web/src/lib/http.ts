/**
 * The one HTTP client of the app: SPEC.md §8 written once.
 * - HTTP 200 with a non-object body or a body without `state`: success with the raw body.
 * - state '200': success with resultData.
 * - any other state: ApiError code 999 with msg; state 401 or -1 or a please-login message logs
 *   out and goes to the entry page; otherwise the msg is toasted for 1.5 s unless it contains
 *   'system'.
 * - HTTP 401: log out and go to the entry page. Other HTTP statuses: their code and error text.
 * - Network failure: code 999 with the error's message; timeout (60 s): 'timeout'; abort: 'abort'.
 * JSON calls (request, post) and form-data uploads (upload) share these rules in `send`.
 */
import { APP_ID, APP_PACKAGE_PREFIX } from '@khel/contract/constants';
import { STATE_OK } from '@khel/contract/paths';
import { showToast } from './toast';

export const REQUEST_TIMEOUT_MS = 60_000;
export const API_ERROR_CODE = 999;

export class ApiError extends Error {
  readonly code: number;
  /** The envelope's state, when the server answered one. */
  readonly state: string | undefined;

  constructor(code: number, message: string, state?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.state = state;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Never toast this call's error (background calls such as error reports). */
  silent?: boolean;
}

/** What the client needs from the rest of the app, injected once at start (and in tests). */
export interface HttpEnvironment {
  baseUrl: string;
  commonFields: () => Record<string, unknown>;
  onLogout: () => void;
  toast: (message: string) => void;
  fetch: typeof fetch;
}

let env: HttpEnvironment = {
  baseUrl: '/api',
  commonFields: () => ({ appId: APP_ID, appPackageName: `${APP_PACKAGE_PREFIX}${APP_ID}` }),
  onLogout: () => undefined,
  toast: (message) => showToast(message),
  fetch: (...args) => fetch(...args),
};

export function configureHttp(overrides: Partial<HttpEnvironment>) {
  env = { ...env, ...overrides };
}

const isPleaseLogin = (message: string) => /please login/i.test(message);

function buildBody(data: unknown) {
  // An array body is sent as it is; objects get the common fields (SPEC.md §7).
  if (Array.isArray(data)) return JSON.stringify(data);
  return JSON.stringify({
    ...env.commonFields(),
    ...(data as Record<string, unknown> | undefined),
  });
}

/** The fields every form-data body carries: the common fields, without empty ones. */
function buildForm(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(env.commonFields())) {
    if (value !== null && value !== undefined) form.append(name, String(value));
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** Sends one request and reads its answer by the envelope rules above: the one code path. */
async function send<T>(
  path: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: BodyInit },
  options: RequestOptions,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);

  let response: Response;
  try {
    response = await env.fetch(`${env.baseUrl}${path}`, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new ApiError(API_ERROR_CODE, 'timeout');
    if (controller.signal.aborted) throw new ApiError(API_ERROR_CODE, 'abort');
    throw new ApiError(API_ERROR_CODE, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  if (response.status === 401) {
    env.onLogout();
    throw new ApiError(401, 'Please login first', '401');
  }
  const text = await response.text().catch(() => '');
  if (response.status !== 200) {
    throw new ApiError(response.status, text || response.statusText || `HTTP ${response.status}`);
  }

  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: the raw text is the answer */
  }
  if (typeof body !== 'object' || body === null || !('state' in body)) return body as T;

  const envelope = body as { state: unknown; resultData?: unknown; msg?: unknown };
  const state = String(envelope.state);
  if (state === STATE_OK) return envelope.resultData as T;

  const message = typeof envelope.msg === 'string' ? envelope.msg : '';
  if (state === '401' || state === '-1' || isPleaseLogin(message)) {
    env.onLogout();
  } else if (!options.silent && !/system/i.test(message)) {
    env.toast(message);
  }
  throw new ApiError(API_ERROR_CODE, message, state);
}

export function request<T>(path: string, data?: unknown, options: RequestOptions = {}) {
  const method = options.method ?? 'GET'; // SPEC.md §9: GET unless a method is given
  return send<T>(
    path,
    method === 'GET'
      ? { method }
      : { method, headers: { 'content-type': 'application/json' }, body: buildBody(data) },
    options,
  );
}

/**
 * POST as multipart/form-data (avatar upload): the common fields as form fields, then `fields`
 * (a file among them). The browser sets the content type with its boundary.
 */
export const upload = <T>(
  path: string,
  fields: Record<string, string | Blob>,
  options: Omit<RequestOptions, 'method'> = {},
) => send<T>(path, { method: 'POST', body: buildForm(fields) }, options);

/** POST with a JSON body: every API call but the languages list. */
export const post = <T>(
  path: string,
  data?: unknown,
  options: Omit<RequestOptions, 'method'> = {},
) => request<T>(path, data, { ...options, method: 'POST' });
