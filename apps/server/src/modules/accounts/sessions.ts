import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import { newSessionToken, sha256 } from '../../lib/tokens';
import { sendMail } from '../inbox';
import {
  endSessionAtLimit,
  findLiveSession,
  isNewDevice,
  insertSession,
  revokePlayerSessions,
  revokeSessionByHash,
  touchSession,
  type PlayerRow,
} from './store';

export const PLEASE_LOGIN = 'Please login first';
/** The answer of the request that finds its session past the player's session limit. */
export const SESSION_LIMIT_REACHED =
  'Your session time limit has been reached and you have been logged out';

export type LoginMethod = 'otp' | 'password' | 'id' | 'guest' | 'google' | 'register';

export interface SessionSettings {
  idleMs: number;
  maxMs: number;
  /** The platform clock the session limit is read against (tests pass one they move). */
  now?: () => Date;
}

export interface Requester {
  ip: string;
  deviceNumber: string;
}

export interface AuthedPlayer {
  player: PlayerRow;
  tokenHash: string;
  /** The session's row id: what a game launched from it is bound to. */
  sessionId: bigint;
  /** When the player logged in (the session's start, on the database's clock). */
  sessionStartedAt: Date;
  /** When the player's session limit ends this session; null: no limit. */
  sessionEndsAt: Date | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves sign and uid of a body to the logged-in player (registered by buildApp). */
    authenticatePlayer: (credentials: {
      sign?: string | null;
      uid?: string | number | null;
    }) => Promise<AuthedPlayer>;
  }
  interface FastifyRequest {
    /** The logged-in player, on endpoints that need one (set by registerEndpoint). */
    player: AuthedPlayer | null;
  }
}

interface SessionOptions {
  playerId: number;
  method: LoginMethod;
  requester: Requester;
  settings: SessionSettings;
}

/** A new session for a player: a fresh random token, of which only the hash is stored. */
export async function startSession(db: Db, options: SessionOptions) {
  const { token } = await openSession(db, options);
  return { sign: token, uid: String(options.playerId) };
}

/** startSession's work, also giving the session's id (tools and tests bind games to it). */
export async function openSession(db: Db, options: SessionOptions) {
  const token = newSessionToken();
  const { playerId, requester } = options;
  const sessionId = await db.transaction(async (tx) => {
    // A device this player never had a session on, when they had one elsewhere: tell them.
    if (await isNewDevice(tx, playerId, requester.deviceNumber)) {
      await sendMail(tx, playerId, 'security.newDevice', { ip: requester.ip });
    }
    return insertSession(tx, {
      playerId,
      tokenHash: sha256(token),
      method: options.method,
      expiresAt:
        sql`now() + make_interval(secs => ${options.settings.maxMs / 1000})` as unknown as Date,
      ip: requester.ip,
      deviceNumber: requester.deviceNumber,
    });
  });
  return { token, sessionId };
}

/**
 * The player behind `sign` and `uid`: both must be given, the session live, the uid its own
 * player's and the account active. Anything else is '401 Please login first'. A session past
 * the player's session limit (on `settings.now`, the platform clock) is ended here, with its
 * `session.limit_reached` event, and refused with SESSION_LIMIT_REACHED.
 */
export async function authenticate(
  db: Db,
  credentials: { sign?: string | null; uid?: string | number | null },
  settings: SessionSettings,
): Promise<AuthedPlayer> {
  const { sign, uid } = credentials;
  if (!sign || uid == null || uid === '') throw new AppError('unauthorized', PLEASE_LOGIN);
  const tokenHash = sha256(sign);
  const session = await findLiveSession(db, tokenHash, settings.idleMs);
  if (!session || String(session.playerId) !== String(uid)) {
    throw new AppError('unauthorized', PLEASE_LOGIN);
  }
  const sessionEndsAt =
    session.sessionMinutes === null
      ? null
      : new Date(session.createdAt.getTime() + session.sessionMinutes * 60_000);
  const at = settings.now?.() ?? new Date();
  if (sessionEndsAt && at >= sessionEndsAt) {
    await endSessionAtLimit(db, session, at);
    throw new AppError('unauthorized', SESSION_LIMIT_REACHED);
  }
  const { player } = session;
  if (player.status !== 'active') {
    await revokeSessionByHash(db, tokenHash, 'account disabled');
    throw new AppError('unauthorized', PLEASE_LOGIN);
  }
  if (session.stale) await touchSession(db, session.id);
  return {
    player,
    tokenHash,
    sessionId: session.id,
    sessionStartedAt: session.createdAt,
    sessionEndsAt,
  };
}

export const endSession = (db: Db, tokenHash: string) =>
  revokeSessionByHash(db, tokenHash, 'logout');

/** Disabling an account ends all its sessions at once. */
export async function disablePlayer(db: Db, playerId: number) {
  await db.transaction((tx) => setPlayerStatus(tx, playerId, 'disabled'));
}

/**
 * Sets a player's status in the caller's transaction (the back office's disable / enable):
 * the row is locked while it changes, and disabling ends all their sessions at once (their
 * game sessions hang on those). Answers the status before, or null for an unknown player.
 */
export async function setPlayerStatus(
  tx: Db,
  playerId: number,
  status: 'active' | 'disabled',
): Promise<{ before: string } | null> {
  const [row] = await queryRows<{ status: string }>(
    tx,
    sql`select status from players where id = ${playerId} for update`,
  );
  if (!row) return null;
  if (row.status !== status) {
    await tx.execute(
      sql`update players set status = ${status}, updated_at = now() where id = ${playerId}`,
    );
  }
  if (status === 'disabled') await revokePlayerSessions(tx, playerId, 'account disabled');
  return { before: row.status };
}
