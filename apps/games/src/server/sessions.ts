import { createHash, randomBytes } from 'node:crypto';
import { queryRows, type AnyDb } from '@khel/db';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { GameError, SESSION_ENDED } from './errors';
import type { PlatformClient } from './platform';

/** A games-server session: ours, mapped to the platform's provider session. */
export interface GameSession {
  /** Row id in kg_sessions. */
  id: number;
  /** sha256 hex of the bearer token. */
  tokenHash: string;
  /** The platform's player id (a string in the provider API). */
  playerId: string;
  nickname: string;
  /** The platform session id used for bet and balance calls. */
  platformSessionId: string;
}

export interface CreatedSession {
  sessionToken: string;
  session: GameSession;
  /** Rupees, from the platform's answer. */
  balance: number;
  expiresAt: string;
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** Fallback lifetime of our session when the platform gives no expiry. */
const DEFAULT_SESSION_SECONDS = 12 * 3600;

interface SessionRow {
  id: string | number;
  token_hash: string;
  player_id: string;
  nickname: string;
  platform_session_id: string;
}

const toSession = (row: SessionRow): GameSession => ({
  id: Number(row.id),
  tokenHash: row.token_hash,
  playerId: row.player_id,
  nickname: row.nickname,
  platformSessionId: row.platform_session_id,
});

/**
 * Exchanges a one-time launch token through the platform's provider `session` call for our own
 * bearer token. A used, unknown or expired launch token is UNAUTHORIZED.
 */
export async function createSession(
  db: AnyDb,
  platform: PlatformClient,
  launchToken: string,
): Promise<CreatedSession> {
  const answer = await platform.call('session', { launchToken });
  const data = answer.resultData;
  if (answer.state !== '200' || !data?.sessionId || data.playerId === undefined) {
    if (answer.state === 'PLAYER_DISABLED') {
      throw new GameError('UNAUTHORIZED', 'This account may not play');
    }
    if (answer.state === '200' || answer.state === 'INVALID_SESSION') {
      throw new GameError('UNAUTHORIZED', 'The game link expired; reopen the game');
    }
    throw new GameError(
      'PLATFORM_UNAVAILABLE',
      `The platform refused the session (${answer.state})`,
    );
  }
  const sessionToken = randomBytes(32).toString('base64url');
  const tokenHash = sha256Hex(sessionToken);
  const expires = data.expiresAt ? new Date(data.expiresAt) : null;
  const expiresAt =
    expires && !Number.isNaN(expires.getTime())
      ? expires
      : new Date(Date.now() + DEFAULT_SESSION_SECONDS * 1000);
  const [row] = await queryRows<SessionRow>(
    db,
    sql`insert into kg_sessions (token_hash, player_id, nickname, platform_session_id, expires_at)
        values (${tokenHash}, ${String(data.playerId)}, ${data.nickname ?? ''}, ${data.sessionId},
                ${expiresAt.toISOString()})
        returning id, token_hash, player_id, nickname, platform_session_id`,
  );
  return {
    sessionToken,
    session: toSession(row!),
    balance: data.balance,
    expiresAt: expiresAt.toISOString(),
  };
}

/** The bearer token of a request, or null. */
export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/** How long an instance answers a session from memory before reading its row again. */
const REMEMBER_SESSION_MS = 15_000;
const REMEMBERED_SESSIONS = 10_000;

/**
 * Sessions this instance read lately, by token hash, each until its expiry or for 15 s: a bet
 * reads its session from memory instead of the database. Only the player and the platform session
 * behind our token are kept, never money: the platform checks its own session on every call, so a
 * session ended on another instance meanwhile is refused there (INVALID_SESSION, and the session
 * ends here too) — docs/architecture.md §6.
 */
export function createSessionMemory(rememberMs = REMEMBER_SESSION_MS) {
  const sessions = new Map<string, { session: GameSession; until: number }>();
  return {
    get(tokenHash: string) {
      const hit = sessions.get(tokenHash);
      if (hit && hit.until > Date.now()) return hit.session;
      if (hit) sessions.delete(tokenHash);
      return undefined;
    },
    set(session: GameSession, expiresAt: Date) {
      if (sessions.size >= REMEMBERED_SESSIONS) sessions.clear();
      const until = Math.min(expiresAt.getTime(), Date.now() + rememberMs);
      sessions.set(session.tokenHash, { session, until });
    },
    forget(tokenHash: string) {
      sessions.delete(tokenHash);
    },
  };
}

export type SessionMemory = ReturnType<typeof createSessionMemory>;

/**
 * The live session of `authorization: Bearer <token>`; UNAUTHORIZED when missing or expired.
 * With `memory`, a session read lately on this instance is answered from it.
 */
export async function requireSession(
  db: AnyDb,
  request: Pick<FastifyRequest, 'headers'>,
  memory?: SessionMemory,
): Promise<GameSession> {
  const token = bearerToken(request);
  if (!token || token.length > 200) {
    throw new GameError('UNAUTHORIZED', 'Session missing; reopen the game');
  }
  const tokenHash = sha256Hex(token);
  const remembered = memory?.get(tokenHash);
  if (remembered) return remembered;
  const [row] = await queryRows<SessionRow & { expires_at: Date | string }>(
    db,
    sql`select id, token_hash, player_id, nickname, platform_session_id, expires_at
        from kg_sessions where token_hash = ${tokenHash} and expires_at > now()`,
  );
  if (!row) throw new GameError('UNAUTHORIZED', SESSION_ENDED);
  const session = toSession(row);
  memory?.set(session, new Date(row.expires_at));
  return session;
}

/** Ends the session of a request's bearer token (the platform ended the player's login). */
export async function endSession(
  db: AnyDb,
  request: Pick<FastifyRequest, 'headers'>,
  memory?: SessionMemory,
) {
  const token = bearerToken(request);
  if (!token) return;
  memory?.forget(sha256Hex(token));
  await db.execute(
    sql`update kg_sessions set expires_at = now()
        where token_hash = ${sha256Hex(token)} and expires_at > now()`,
  );
}
