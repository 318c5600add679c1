import {
  PROVIDER_ACTIONS,
  PROVIDER_MAX_SKEW_SECONDS,
  PROVIDER_REQUESTS,
  PROVIDER_SIGNATURE_HEADER,
  PROVIDER_TIMESTAMP_HEADER,
  type ProviderAction,
} from '@khel/contract';
import { isFresh, verifySignature } from '@khel/contract/signing';
import { describeIssue } from '../../plugins/api';
import { findPlayerById } from '../accounts';
import { readWallet } from '../wallet';
import { placeBetWin } from './bet-win';
import { ProviderError, balanceData, refusal, type ProviderAnswer } from './errors';
import { exchangeLaunchToken, findLiveSession } from './launch';
import { placeBet, rollbackBet, settleWin, type OperationDeps } from './operations';

/**
 * One signed call of the API, however it came: over HTTP (routes.ts) or in process from the
 * embedded games server (provider-call.ts). `body` is rawBody parsed (undefined if not JSON).
 */
export interface ProviderCall {
  providerCode: string;
  action: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  body: unknown;
}

/** The answer to a call, refusals included; throws only for trouble (the database away). */
export const answerProviderCall = (deps: OperationDeps, call: ProviderCall) =>
  answerProvider(deps, call).catch((error: unknown) => {
    if (error instanceof ProviderError) return refusal(error);
    throw error;
  });

async function answerProvider(deps: OperationDeps, request: ProviderCall): Promise<ProviderAnswer> {
  const { providerCode, action } = request;
  const provider = await deps.providers.find(providerCode);
  if (!provider || !provider.enabled) throw new ProviderError('UNKNOWN_PROVIDER');
  const timestamp = String(request.headers[PROVIDER_TIMESTAMP_HEADER] ?? '');
  const signature = String(request.headers[PROVIDER_SIGNATURE_HEADER] ?? '');
  if (!isFresh(timestamp, PROVIDER_MAX_SKEW_SECONDS)) throw new ProviderError('STALE_REQUEST');
  if (!verifySignature(provider.secret, timestamp, request.rawBody, signature)) {
    throw new ProviderError('INVALID_SIGNATURE');
  }
  if (!(PROVIDER_ACTIONS as readonly string[]).includes(action))
    throw new ProviderError('INVALID_REQUEST');
  const parsed = PROVIDER_REQUESTS[action as ProviderAction].safeParse(request.body);
  if (!parsed.success) {
    throw new ProviderError('INVALID_REQUEST', null, describeIssue(parsed.error));
  }
  const input = parsed.data;

  switch (action as ProviderAction) {
    case 'session': {
      const session = await exchangeLaunchToken(deps.db, {
        providerCode,
        launchToken: (input as { launchToken: string }).launchToken,
        idleMs: deps.sessionIdleMs,
      });
      if (!session) throw new ProviderError('INVALID_SESSION');
      const player = await findPlayerById(deps.db, session.playerId);
      if (!player || player.status !== 'active') throw new ProviderError('PLAYER_DISABLED');
      const { balancePaise } = await readWallet(deps.db, player.id);
      return {
        state: '200',
        resultData: {
          ...balanceData(balancePaise),
          sessionId: session.sessionId,
          playerId: String(player.id),
          nickname: player.nickname,
          expiresAt: session.expiresAt.toISOString(),
        },
      };
    }
    case 'balance': {
      const session = await findLiveSession(deps.db, {
        providerCode,
        sessionId: (input as { sessionId: string }).sessionId,
        idleMs: deps.sessionIdleMs,
      });
      if (!session) throw new ProviderError('INVALID_SESSION');
      return {
        state: '200',
        resultData: balanceData((await readWallet(deps.db, session.playerId)).balancePaise),
      };
    }
    // Both counted against the player's bets a minute in their batch (batch.ts postBatch).
    case 'bet':
      return placeBet(deps, providerCode, input as Parameters<typeof placeBet>[2]);
    case 'betWin':
      return placeBetWin(deps, providerCode, input as Parameters<typeof placeBetWin>[2]);
    case 'win':
      return settleWin(deps, providerCode, input as Parameters<typeof settleWin>[2]);
    case 'rollback':
      return rollbackBet(deps, providerCode, input as Parameters<typeof rollbackBet>[2]);
  }
}
