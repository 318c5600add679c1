import { APP_ID, ERROR_STATES, type Endpoint } from '@khel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { englishText, phrase, type Phrase } from '@khel/contract/messages';
import { AppError, InvalidInput } from '../errors';
import { enforceLimits, type LimitRule, type RateLimitStore } from '../lib/rate-limit-store';

// `app.authenticatePlayer` and `request.player` are declared by the accounts module
// (modules/accounts/sessions.ts), which owns sessions; plugins know no module (docs/architecture.md).
declare module 'fastify' {
  interface FastifyInstance {
    /** The shared rate-limit counters (PostgreSQL, or Redis with REDIS_URL). */
    rateLimitStore: RateLimitStore;
  }
}

type Input<E extends Endpoint> = E['request'] extends z.ZodType
  ? z.output<E['request']>
  : undefined;
type Output<E extends Endpoint> = z.input<E['response']>;

export type EndpointHandler<E extends Endpoint> = (
  input: Input<E>,
  request: FastifyRequest,
) => Promise<Output<E>> | Output<E>;

export interface EndpointOptions {
  /** Largest body accepted, in bytes (default: the server's bodyLimit). */
  bodyLimit?: number;
  /**
   * Rate limits counted before the handler runs (after authentication, so `request.player` is
   * known on endpoints that need a login); over any of them the answer is '429'.
   */
  limits?: (request: FastifyRequest) => LimitRule[];
  /**
   * On an endpoint open to all: when the body carries a live sign and uid, `request.player` is
   * that player (for per-player limits); anything else is simply anonymous, never refused.
   */
  optionalAuth?: boolean;
}

type Issue = z.ZodError['issues'][number];

/** Zod says only "Invalid input" when a value has none of a union's types: name them. */
function messageOf(issue: Issue): string {
  if (issue.code === 'invalid_union') {
    const expected = new Set(
      issue.errors
        .flat()
        .flatMap((i) => (i.code === 'invalid_type' && i.path.length === 0 ? [i.expected] : [])),
    );
    if (expected.size > 0) return `Invalid input: expected ${[...expected].join(' or ')}`;
  }
  return issue.message;
}

/** The first problem zod found as one clear sentence: 'Invalid {field}: {detail}'. */
function issuePhrase(issue: Issue | undefined): Phrase {
  if (!issue) return phrase('Invalid request');
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  return phrase('Invalid {field}: {detail}', { field, detail: phrase(messageOf(issue)) });
}

/** Turns the first problem zod found into one clear sentence for the envelope's msg. */
export const describeIssue = (error: z.ZodError): string =>
  englishText(issuePhrase(error.issues[0]));

/** The refusal of a body that failed its schema, worded in the player's language when answered. */
export const invalidInput = (error: z.ZodError) =>
  new InvalidInput(issuePhrase(error.issues[0]), error.issues[0] ?? null);

/**
 * Registers one contract endpoint under the API base: the body is validated with the contract's
 * schema (common fields included), the handler's result is wrapped in the envelope. Routes stay
 * thin: they call one service function.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request) => {
      let input: unknown;
      if (endpoint.request) {
        const parsed = endpoint.request.safeParse(request.body ?? {});
        if (!parsed.success) throw invalidInput(parsed.error);
        input = parsed.data;
        if ((input as { appId?: number }).appId !== APP_ID) {
          throw new AppError('badRequest', 'Invalid appId: this app is not served here');
        }
      }
      const credentials = (input ?? {}) as { sign?: string | null; uid?: string | number | null };
      if (endpoint.auth) {
        request.player = await app.authenticatePlayer(credentials);
      } else if (options.optionalAuth && credentials.sign && credentials.uid) {
        request.player = await app.authenticatePlayer(credentials).catch((error: unknown) => {
          if (error instanceof AppError) return null;
          throw error;
        });
      }
      if (options.limits) await enforceLimits(app.rateLimitStore, options.limits(request));
      const resultData = await handler(input as Input<E>, request);
      return { state: '200', resultData };
    },
  });
}

export const envelopeError = (state: string, msg: string, requestId: string) => ({
  state,
  msg,
  requestId,
});

export { ERROR_STATES };
