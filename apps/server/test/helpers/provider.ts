import { randomBytes } from 'node:crypto';
import { signBody } from '@khel/contract/signing';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { gameProviders } from '../../src/db/schema';
import { openSession as openLogin } from '../../src/modules/accounts/sessions';
import { insertPlayer } from '../../src/modules/accounts/store';
import { createLaunchToken } from '../../src/modules/provider-api/launch';
import { createAccountDirectory } from '../../src/modules/wallet/accounts';
import { creditSandboxMoney } from '../../src/modules/wallet/sandbox-credit';

export interface TestProvider {
  code: string;
  secret: string;
}

export async function addProvider(
  db: Db,
  code = `p${randomBytes(4).toString('hex')}`,
): Promise<TestProvider> {
  const secret = randomBytes(32).toString('hex');
  await db.insert(gameProviders).values({ code, name: code, secret });
  return { code, secret };
}

/** A player with `rupees` of sandbox money. */
export async function fundedPlayer(db: Db, rupees: number) {
  const player = await insertPlayer(db, { isGuest: true }, (id) => `Guest${id}`);
  if (rupees > 0) {
    await creditSandboxMoney(db, createAccountDirectory(db), {
      playerId: player.id,
      amountPaise: BigInt(Math.round(rupees * 100)),
      reference: `test-${player.id}`,
    });
  }
  return player.id;
}

export interface CallOptions {
  /** Seconds to add to now for the timestamp. */
  skewSeconds?: number;
  /** Change the body after signing it. */
  tamper?: (raw: string) => string;
  secret?: string;
}

/** A signed call to the provider API, as a provider would make it. */
export async function providerCall(
  app: FastifyInstance,
  provider: TestProvider,
  action: string,
  body: Record<string, unknown>,
  options: CallOptions = {},
) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000) + (options.skewSeconds ?? 0));
  const signature = signBody(options.secret ?? provider.secret, timestamp, raw);
  const response = await app.inject({
    method: 'POST',
    url: `/api/provider/${provider.code}/${action}`,
    headers: {
      'content-type': 'application/json',
      'x-khel-timestamp': timestamp,
      'x-khel-signature': signature,
    },
    payload: options.tamper ? options.tamper(raw) : raw,
  });
  return response.json() as {
    state: string;
    msg?: string;
    resultData?: { balance: number; sessionId?: string; platformTransactionId?: string | null };
  };
}

/**
 * A login of the player (as /sso/login makes) and a launch token bound to it, as a launch from
 * that login makes. `sign` and `uid` are the login's credentials.
 */
export async function newLaunch(
  db: Db,
  options: { playerId: number; providerCode: string; gameCode?: string | null },
) {
  const login = await openLogin(db, {
    playerId: options.playerId,
    method: 'guest',
    requester: { ip: '127.0.0.1', deviceNumber: 'test-device' },
    settings: { idleMs: 72 * 3_600_000, maxMs: 30 * 86_400_000 },
  });
  const launchToken = await createLaunchToken(db, {
    ...options,
    playerSessionId: login.sessionId,
  });
  return { launchToken, sign: login.token, uid: String(options.playerId) };
}

/** A live game session of the player with the provider. */
export async function openSession(
  app: FastifyInstance,
  db: Db,
  provider: TestProvider,
  playerId: number,
) {
  const { launchToken } = await newLaunch(db, {
    playerId,
    providerCode: provider.code,
    gameCode: 'dice',
  });
  const answer = await providerCall(app, provider, 'session', { launchToken });
  if (answer.state !== '200') throw new Error(`session refused: ${JSON.stringify(answer)}`);
  return answer.resultData!.sessionId!;
}
