/**
 * The one HTTP client of the app: docs/product.md §8 written once.
 * - HTTP 200 with a non-object body or a body without `state`: success with the raw body.
 * - state '200': success with resultData.
 * - any other state: ApiError code 999 with msg; state 401 or -1 or a please-login message logs
 *   out and goes to the entry page; otherwise the msg is toasted for 1.5 s unless it contains
 *   'system'.
 * - HTTP 401: log out and go to the entry page. Other HTTP statuses: their code and error text.
 * - Network failure: code 999 with the error's message; timeout (60 s): 'timeout'; abort: 'abort'.
 * JSON calls (`call`) and form-data uploads (lib/upload.ts) share these rules in `send`, which
 * also sends the UI language in the x-khel-language header: refusals come in the player's words.
 *
 * Failures never go unanswered (apps/web/README.md, "Errors"): every ApiError carries
 * its `reason`. A call that is not `silent` (a player's action: a form sent, a code redeemed)
 * always toasts: the server's own message when it is one for the player ('refused'), and
 * otherwise a translated line that it did not go through and what to do, by reason — 'network'
 * is the only one that speaks of the connection; 'system' texts themselves are never shown.
 * Loads are `silent`: their page shows the failure in place (ui/States ErrorState, same words).
 */
import { APP_ID, APP_PACKAGE_PREFIX, LANGUAGE_HEADER } from '@khel/contract/constants';
import type { ApiCall } from '@khel/contract/endpoints';
import { STATE_OK } from '@khel/contract/paths';
import { showToast } from './toast';

export const REQUEST_TIMEOUT_MS = 60_000;
export const API_ERROR_CODE = 999;

/**
 * Why a call failed: `refused` — the server's answer for the player (its message is shown);
 * `server` — a 'system' message or an HTTP error (our side); `network` — no answer reached
 * us; `timeout` — none in time; `abort` — the page cancelled it; `logout` — the session ended.
 */
export type FailureReason = 'refused' | 'server' | 'network' | 'timeout' | 'abort' | 'logout';
/** The reasons a player is told in words of our own (a refusal comes in the server's). */
export type TellableFailure = 'server' | 'network' | 'timeout';

/** What the player is told of a failure that is not a refusal with a message. */
export const tellableFailure = (reason: FailureReason): TellableFailure =>
  reason === 'network' || reason === 'timeout' ? reason : 'server';

const isSystemMessage = (message: string) => /system/i.test(message);

// Fields assigned in the constructor, not declared as class fields: no helper code for them.
export class ApiError extends Error {
  declare readonly code: number;
  /** The envelope's state, when the server answered one. */
  declare readonly state: string | undefined;
  declare readonly reason: FailureReason;

  constructor(code: number, message: string, state?: string, reason?: FailureReason) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.state = state;
    this.reason =
      reason ??
      (state === undefined
        ? 'network'
        : !message || isSystemMessage(message)
          ? 'server'
          : 'refused');
  }
}

/** The reason of any error a call or a page's loader threw; a bug counts as our side. */
export const failureReason = (error: unknown): FailureReason =>
  error instanceof ApiError ? error.reason : 'server';

export interface RequestOptions {
  method?: 'GET' | 'POST';
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * Never toast this call's error: loads (their page shows it in place) and background calls
   * such as error reports.
   */
  silent?: boolean;
  /** What did not happen, to start the failure toast ("Your feedback was not sent."). */
  failure?: string;
}

/** What the client needs from the rest of the app, injected once at start (and in tests). */
export interface HttpEnvironment {
  baseUrl: string;
  commonFields: () => Record<string, unknown>;
  onLogout: () => void;
  toast: (message: string, durationMs?: number) => void;
  /** The toast of a failed action: what failed (a default when absent) and what to do. */
  failureText: (reason: TellableFailure, what?: string) => string;
  fetch: typeof fetch;
}

/** How long a failure toast stays: two sentences to read, longer than a product message. */
export const FAILURE_TOAST_MS = 3500;

let env: HttpEnvironment = {
  baseUrl: '/api',
  commonFields: () => ({ appId: APP_ID, appPackageName: `${APP_PACKAGE_PREFIX}${APP_ID}` }),
  onLogout: () => undefined,
  toast: (message, durationMs) => showToast(message, durationMs),
  // The translated words are configured at start (main.tsx).
  failureText: (reason, what) => `${what ?? ''} ${reason}`.trim(),
  fetch: (...args) => fetch(...args),
};

export function configureHttp(overrides: Partial<HttpEnvironment>) {
  env = { ...env, ...overrides };
}

/** The fields every body carries (docs/product.md §7). */
export const commonFields = () => env.commonFields();

const isPleaseLogin = (message: string) => /please login/i.test(message);

function buildBody(data: unknown) {
  // An array body is sent as it is; objects get the common fields (docs/product.md §7).
  if (Array.isArray(data)) return JSON.stringify(data);
  return JSON.stringify({
    ...commonFields(),
    ...(data as Record<string, unknown> | undefined),
  });
}

/**
 * Every request names the UI language in a header (a GET and an upload carry no JSON body with
 * its `language`): the server words a refusal in it (docs/architecture.md, "Messages in the
 * player's language").
 */
function withLanguage(headers: Record<string, string> | undefined) {
  const { language } = commonFields();
  return typeof language === 'string' && language !== ''
    ? { ...headers, [LANGUAGE_HEADER]: language }
    : headers;
}

/** Sends one request and reads its answer by the envelope rules above: the one code path. */
export async function send<T>(
  path: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: BodyInit },
  options: RequestOptions,
): Promise<T> {
  /** Tells the player about a failed action (not a silent call), then answers the error. */
  const fail = (error: ApiError) => {
    if (options.silent || error.reason === 'abort' || error.reason === 'logout') return error;
    if (error.reason === 'refused') env.toast(error.message);
    else
      env.toast(env.failureText(tellableFailure(error.reason), options.failure), FAILURE_TOAST_MS);
    return error;
  };
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
    response = await env.fetch(`${env.baseUrl}${path}`, {
      ...init,
      headers: withLanguage(init.headers),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw fail(new ApiError(API_ERROR_CODE, 'timeout', undefined, 'timeout'));
    if (controller.signal.aborted) throw new ApiError(API_ERROR_CODE, 'abort', undefined, 'abort');
    const message = error instanceof Error ? error.message : String(error);
    throw fail(new ApiError(API_ERROR_CODE, message, undefined, 'network'));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  if (response.status === 401) {
    env.onLogout();
    throw new ApiError(401, 'Please login first', '401', 'logout');
  }
  const text = await response.text().catch(() => '');
  if (response.status !== 200) {
    const message = text || response.statusText || `HTTP ${response.status}`;
    throw fail(new ApiError(response.status, message, undefined, 'server'));
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
    throw new ApiError(API_ERROR_CODE, message, state, 'logout');
  }
  throw fail(new ApiError(API_ERROR_CODE, message, state));
}

/** What a call takes after its input: every option but the method, which is the endpoint's. */
export type CallOptions = Omit<RequestOptions, 'method'>;

/** The input is optional when the endpoint needs no fields of its own. */
type CallArgs<Req> = undefined extends Req
  ? [input?: Req, options?: CallOptions]
  : object extends Req
    ? [input?: Req, options?: CallOptions]
    : [input: Req, options?: CallOptions];

/**
 * Calls one endpoint of the contract (`@khel/contract/endpoints`): its request type in, its
 * `resultData` type out, both taken from the endpoint's schemas. POST sends the input with the
 * common body; GET sends nothing (docs/product.md §9).
 */
export function call<Req, Res>(
  endpoint: ApiCall<Req, Res>,
  ...[input, options = {}]: CallArgs<NoInfer<Req>>
): Promise<Res> {
  return send<Res>(
    endpoint.path,
    endpoint.method === 'GET'
      ? { method: 'GET' }
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: buildBody(input) },
    options,
  );
}

/**
 * A call the server does not serve yet, so the contract has no schema for it: typed here by
 * hand until its issue adds the endpoint to packages/contract. The server's route test
 * (apps/server/test/web-api-paths.test.ts) lists these paths and fails once one is served.
 */
export const plannedCall = <Req, Res>(path: string): ApiCall<Req, Res> => ({
  method: 'POST',
  path,
  auth: true,
});
