import { answerProviderCall } from './answer';
import type { OperationDeps } from './operations';

/** A signed provider call as the embedded games server hands it over (apps/games platform.ts). */
export interface InProcessCall {
  providerCode: string;
  action: string;
  headers: Record<string, string>;
  /** The exact JSON the signature covers. */
  body: string;
}

function parseBody(raw: string): unknown {
  try {
    return raw === '' ? {} : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * The seamless-wallet API without the HTTP hop, for a games server embedded in this process
 * (docs/architecture.md §6): the same handler as POST /provider/:code/:action, signature and
 * timestamp checks included, answering the same envelope.
 */
export function createInProcessProviderApi(deps: OperationDeps) {
  return (call: InProcessCall) =>
    answerProviderCall(deps, {
      providerCode: call.providerCode,
      action: call.action,
      headers: call.headers,
      rawBody: call.body,
      body: parseBody(call.body),
    });
}
