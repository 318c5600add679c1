import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { amountOrText, text } from './input';

/**
 * The seamless-wallet API the platform offers game providers, in-house or third party:
 * POST {base}/provider/{providerCode}/{session|balance|bet|win|betWin|rollback}.
 *
 * Every request is signed: header `x-khel-timestamp` (Unix seconds) and `x-khel-signature`, the
 * hex HMAC-SHA256 of `${timestamp}.${rawBody}` with the provider's secret. Requests older (or
 * newer) than 5 minutes are refused. Every money call is idempotent by the provider's
 * `transactionId`: sending it again returns the first answer and moves nothing. Every answer
 * carries the player's current balance (rupees, 2 decimals) when the player is known.
 */
export const PROVIDER_ACTIONS = ['session', 'balance', 'bet', 'win', 'betWin', 'rollback'] as const;
export type ProviderAction = (typeof PROVIDER_ACTIONS)[number];

export const PROVIDER_SIGNATURE_HEADER = 'x-khel-signature';
export const PROVIDER_TIMESTAMP_HEADER = 'x-khel-timestamp';
export const PROVIDER_MAX_SKEW_SECONDS = 300;

/** Error states of the provider API (the envelope's `state`; success is '200'). */
export const PROVIDER_ERRORS = {
  INVALID_SIGNATURE: 'Signature missing or wrong',
  STALE_REQUEST: 'Timestamp missing or more than 5 minutes away',
  UNKNOWN_PROVIDER: 'No such provider, or it is disabled',
  INVALID_REQUEST: 'The body does not match the API',
  INVALID_SESSION: 'Launch token or session unknown, used or expired',
  PLAYER_DISABLED: 'The player may not play',
  INSUFFICIENT_FUNDS: 'The balance does not cover the bet',
  UNKNOWN_ROUND: 'No bet was seen for this round',
  UNKNOWN_TRANSACTION: 'The transaction to roll back was never seen; it is now void',
  TRANSACTION_CANCELLED: 'This bet was rolled back before it arrived and is refused',
  ROUND_SETTLED: 'The round is already settled',
  DUPLICATE_MISMATCH: 'This transactionId was used with a different request',
  TOO_MANY_BETS: 'Too many bets for this player in the last minute; nothing was taken',
  LOSS_LIMIT_REACHED: "The bet would pass the player's own loss limit; nothing was taken",
  SESSION_LIMIT_REACHED: "The player's session time limit is reached; nothing was taken",
  PLAYER_EXCLUDED: 'The player is on a time-out or self-excluded; nothing was taken',
} as const;
export type ProviderErrorState = keyof typeof PROVIDER_ERRORS;

const rupees = (options: { allowZero?: boolean } = {}) =>
  amountOrText(options).describe('Rupees, at most 2 decimals (e.g. 10.5 or "10.50")');
const id = (what: string) => text().trim().min(1).max(128).describe(what);

export const ZProviderSessionRequest = z.object({
  launchToken: id('One-time token from the launch URL (valid 2 minutes)'),
});
export const ZProviderBalanceRequest = z.object({ sessionId: id('Session from the session call') });
export const ZProviderBetRequest = z.object({
  sessionId: id('A live session'),
  transactionId: id("The provider's id of this bet, unique per provider"),
  roundId: id('The round the bet belongs to'),
  amount: rupees().describe('Stake in rupees, above zero'),
  gameCode: text().max(64).nullish(),
});
export const ZProviderWinRequest = z.object({
  transactionId: id("The provider's id of this win"),
  roundId: id('A round with at least one bet'),
  amount: rupees({ allowZero: true }).describe('Win in rupees, 0 for a loss'),
  roundClosed: z.boolean().default(true).describe('False when more wins of the round follow'),
  sessionId: text()
    .max(128)
    .nullish()
    .describe('Optional: wins are accepted after the session expired'),
});
/** A bet and the win that closes its round, in one call: for games decided at the stake. */
export const ZProviderBetWinRequest = ZProviderBetRequest.extend({
  transactionId: id("The provider's id of this bet and win, unique per provider"),
  roundId: id('The round it opens and closes (or an open round of the player it closes)'),
  winAmount: rupees({ allowZero: true }).describe('Win in rupees, 0 for a loss'),
});
export const ZProviderRollbackRequest = z.object({
  transactionId: id("The provider's id of this rollback"),
  betTransactionId: id('The bet to cancel'),
  roundId: id('Its round'),
  sessionId: text().max(128).nullish(),
});

export const ZProviderBalance = z.object({
  balance: z.number().describe('Rupees'),
  currency: z.literal('INR'),
});
export const ZProviderSession = ZProviderBalance.extend({
  sessionId: z.string(),
  playerId: z.string(),
  nickname: z.string(),
  expiresAt: z.string().describe('ISO time; bets need a live session'),
});
export const ZProviderTransactionResult = ZProviderBalance.extend({
  transactionId: z.string().describe('Echo of the provider transaction id'),
  platformTransactionId: z
    .string()
    .nullable()
    .describe('Ledger transaction, null when nothing moved'),
});

export const ZProviderBetWinResult = ZProviderTransactionResult.extend({
  platformTransactionId: z.string().nullable().describe("The stake's ledger transaction"),
  winPlatformTransactionId: z
    .string()
    .nullable()
    .describe("The win's ledger transaction, null for a loss"),
});

export type TProviderSession = z.infer<typeof ZProviderSession>;
export type TProviderBalance = z.infer<typeof ZProviderBalance>;
export type TProviderTransactionResult = z.infer<typeof ZProviderTransactionResult>;
export type TProviderBetWinResult = z.infer<typeof ZProviderBetWinResult>;

export const PROVIDER_REQUESTS = {
  session: ZProviderSessionRequest,
  balance: ZProviderBalanceRequest,
  bet: ZProviderBetRequest,
  win: ZProviderWinRequest,
  betWin: ZProviderBetWinRequest,
  rollback: ZProviderRollbackRequest,
} as const;

export const PROVIDER_RESPONSES = {
  session: ZProviderSession,
  balance: ZProviderBalance,
  bet: ZProviderTransactionResult,
  win: ZProviderTransactionResult,
  betWin: ZProviderBetWinResult,
  rollback: ZProviderTransactionResult,
} as const;

const SIGNED =
  'Server-to-server. Headers: x-khel-timestamp (Unix seconds, within 5 minutes) and x-khel-signature (hex HMAC-SHA256 of "timestamp.rawBody" with the provider secret). Errors: state is one of ' +
  Object.keys(PROVIDER_ERRORS).join(', ') +
  ', with msg, and resultData { balance, currency } when the player is known.';

const providerEndpoint = <Req extends z.ZodType, Res extends z.ZodType>(
  action: ProviderAction,
  summary: string,
  request: Req,
  response: Res,
) =>
  defineEndpoint({
    method: 'POST',
    path: `/provider/{providerCode}/${action}`,
    summary,
    description: SIGNED,
    tag: 'provider',
    auth: false,
    request,
    response,
  });

export const PROVIDER_ENDPOINTS = [
  providerEndpoint(
    'session',
    'Exchange a one-time launch token for a game session',
    ZProviderSessionRequest,
    ZProviderSession,
  ),
  providerEndpoint('balance', "The player's balance", ZProviderBalanceRequest, ZProviderBalance),
  providerEndpoint(
    'bet',
    'Debit a stake; idempotent by transactionId; INSUFFICIENT_FUNDS when the balance does not cover it',
    ZProviderBetRequest,
    ZProviderTransactionResult,
  ),
  providerEndpoint(
    'win',
    'Credit a win (0 for a loss) to a round with a bet; settles the round unless roundClosed is false',
    ZProviderWinRequest,
    ZProviderTransactionResult,
  ),
  providerEndpoint(
    'betWin',
    'Debit a stake and credit its win (0 for a loss) in one call, closing the round; idempotent by transactionId (a replay returns the first answer, even after the session ended); refused like bet',
    ZProviderBetWinRequest,
    ZProviderBetWinResult,
  ),
  providerEndpoint(
    'rollback',
    'Return a bet’s stake exactly once; UNKNOWN_TRANSACTION voids a bet never seen; ROUND_SETTLED after a win',
    ZProviderRollbackRequest,
    ZProviderTransactionResult,
  ),
] as const;
