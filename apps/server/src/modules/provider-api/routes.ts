import {
  PROVIDER_ACTIONS,
  PROVIDER_MAX_SKEW_SECONDS,
  PROVIDER_REQUESTS,
  PROVIDER_SIGNATURE_HEADER,
  PROVIDER_TIMESTAMP_HEADER,
  type ProviderAction,
} from '@khel/contract';
import { isFresh, verifySignature } from '@khel/contract/signing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describeIssue } from '../../plugins/api';
import { findPlayerById } from '../accounts';
import { readWallet } from '../wallet';
import { ProviderError, balanceData, refusal, type ProviderAnswer } from './errors';
import { exchangeLaunchToken, findLiveSession } from './launch';
import { createWalletBatcher } from './batch';
import {
  placeBet,
  rollbackBet,
  settleWin,
  type OperationDeps,
  type ProviderDeps,
} from './operations';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * The seamless-wallet API: POST {base}/provider/:providerCode/:action, signed by the provider.
 * Signature, timestamp, provider and body are checked before anything is written.
 */
export async function providerRoutes(app: FastifyInstance, appDeps: ProviderDeps) {
  const deps: OperationDeps = {
    ...appDeps,
    submit: createWalletBatcher({
      db: appDeps.db,
      windowMs: appDeps.walletBatch.windowMs,
      maxOperations: appDeps.walletBatch.maxOperations,
      sessionIdleSeconds: appDeps.sessionIdleMs / 1000,
    }),
  };
  await app.register(async (scope) => {
    // The signature covers the exact bytes sent, so keep them.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      try {
        done(null, body === '' ? {} : JSON.parse(body as string));
      } catch {
        done(null, undefined);
      }
    });
    scope.post<{ Params: { providerCode: string; action: string } }>(
      '/provider/:providerCode/:action',
      async (request, reply) => {
        const answer = await answerProvider(deps, request).catch((error: unknown) => {
          if (error instanceof ProviderError) return refusal(error);
          throw error;
        });
        return reply.status(200).send(answer);
      },
    );
  });
}

async function answerProvider(
  deps: OperationDeps,
  request: FastifyRequest<{ Params: { providerCode: string; action: string } }>,
): Promise<ProviderAnswer> {
  const { providerCode, action } = request.params;
  const provider = await deps.providers.find(providerCode);
  if (!provider || !provider.enabled) throw new ProviderError('UNKNOWN_PROVIDER');
  const timestamp = String(request.headers[PROVIDER_TIMESTAMP_HEADER] ?? '');
  const signature = String(request.headers[PROVIDER_SIGNATURE_HEADER] ?? '');
  if (!isFresh(timestamp, PROVIDER_MAX_SKEW_SECONDS)) throw new ProviderError('STALE_REQUEST');
  if (!verifySignature(provider.secret, timestamp, request.rawBody ?? '', signature)) {
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
    case 'bet': {
      const bet = input as Parameters<typeof placeBet>[2];
      await deps.limitBet(providerCode, bet.sessionId);
      return placeBet(deps, providerCode, bet);
    }
    case 'win':
      return settleWin(deps, providerCode, input as Parameters<typeof settleWin>[2]);
    case 'rollback':
      return rollbackBet(deps, providerCode, input as Parameters<typeof rollbackBet>[2]);
  }
}
