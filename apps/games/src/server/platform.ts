import {
  PROVIDER_ERRORS,
  PROVIDER_SIGNATURE_HEADER,
  PROVIDER_TIMESTAMP_HEADER,
  type ProviderAction,
} from '@khel/contract';
import { signBody } from '@khel/contract/signing';
import { PlatformUnavailable } from './errors';

export { PlatformUnavailable } from './errors';

/** The platform's answer envelope: `state` '200' on success, else an error state and `msg`. */
export interface PlatformAnswer<T = PlatformResultData> {
  state: string;
  msg?: string;
  resultData?: T;
}

/** What the provider API returns in resultData (the union of all actions' fields). */
export interface PlatformResultData {
  balance: number;
  currency?: 'INR';
  sessionId?: string;
  playerId?: string;
  nickname?: string;
  expiresAt?: string;
  transactionId?: string;
  platformTransactionId?: string | null;
  winPlatformTransactionId?: string | null;
}

/**
 * The platform's provider API in this process (a games server embedded in the platform): given
 * the signed call as HTTP would carry it, resolves to the answer's envelope; throws when the
 * platform could not answer (as a failed fetch would).
 */
export type PlatformTransport = (call: {
  providerCode: string;
  action: ProviderAction;
  headers: Record<string, string>;
  body: string;
}) => Promise<unknown>;

export interface PlatformClientOptions {
  /** e.g. http://127.0.0.1:8080/api (the provider API lives at {base}/provider/{code}/{action}). */
  baseUrl: () => string;
  providerCode: string;
  secret: string;
  /** Per-call timeout (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** In-process transport: used instead of HTTP when set (docs/architecture.md §6). */
  transport?: PlatformTransport;
}

export interface PlatformClient {
  call(action: ProviderAction, body: object): Promise<PlatformAnswer>;
}

/**
 * A signed client of the platform's seamless-wallet API. Network failures and timeouts throw
 * PlatformUnavailable; every answer of the provider API (success or one of its refusals) is
 * returned as is. Any other envelope (the platform's own '503' while its database is away, a
 * '500') says nothing about whether the call took effect, so it throws PlatformUnavailable too:
 * a stake is then rolled back and a win re-sent, never taken for a refusal.
 */
export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const { transport } = options;

  async function overHttp(action: ProviderAction, headers: Record<string, string>, raw: string) {
    const base = options.baseUrl().replace(/\/+$/, '');
    const url = `${base}/provider/${encodeURIComponent(options.providerCode)}/${action}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PlatformUnavailable(`platform ${action} failed: ${describe(error)}`, {
        cause: error,
      });
    }
    try {
      return { parsed: (await response.json()) as unknown, where: `HTTP ${response.status}` };
    } catch (error) {
      throw new PlatformUnavailable(`platform ${action}: HTTP ${response.status}, no JSON`, {
        cause: error,
      });
    }
  }

  async function inProcess(action: ProviderAction, headers: Record<string, string>, raw: string) {
    try {
      const call = { providerCode: options.providerCode, action, headers, body: raw };
      return { parsed: await transport!(call), where: 'in process' };
    } catch (error) {
      throw new PlatformUnavailable(`platform ${action} failed: ${describe(error)}`, {
        cause: error,
      });
    }
  }

  return {
    async call(action, body) {
      const raw = JSON.stringify(body);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const headers = {
        [PROVIDER_TIMESTAMP_HEADER]: timestamp,
        [PROVIDER_SIGNATURE_HEADER]: signBody(options.secret, timestamp, raw),
      };
      const { parsed, where } = transport
        ? await inProcess(action, headers, raw)
        : await overHttp(action, headers, raw);
      if (!isAnswer(parsed)) {
        throw new PlatformUnavailable(`platform ${action}: ${where}, no envelope`);
      }
      if (parsed.state !== '200' && !Object.hasOwn(PROVIDER_ERRORS, parsed.state)) {
        throw new PlatformUnavailable(`platform ${action}: state ${parsed.state} ${parsed.msg}`);
      }
      return parsed;
    },
  };
}

function isAnswer(value: unknown): value is PlatformAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { state?: unknown }).state === 'string'
  );
}

function describe(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}
