import type { SmsSender } from './types';

export interface HttpSmsOptions {
  url: string;
  token: string | undefined;
  sender: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * A real SMS provider over HTTP: POST {to, from, text} as JSON with a bearer token. Providers
 * differ in detail; this is the shape most offer (or a small relay of the operator's puts in front).
 */
export function createHttpSms(options: HttpSmsOptions): SmsSender {
  const send = options.fetch ?? fetch;
  return {
    name: 'http',
    async send({ phone, text }) {
      const response = await send(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to: phone, from: options.sender, text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}`);
    },
  };
}
