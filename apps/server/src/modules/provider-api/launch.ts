import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameSessions, players } from '../../db/schema';
import { newSessionToken, sha256 } from '../../lib/tokens';

export const LAUNCH_TOKEN_TTL_SECONDS = 120;
export const GAME_SESSION_TTL_SECONDS = 12 * 3600;

/** A one-time launch token for a player and a provider, valid 2 minutes (the games issue's launch). */
export async function createLaunchToken(
  db: Db,
  options: { playerId: number; providerCode: string; gameCode?: string | null },
) {
  const launchToken = newSessionToken();
  await db.insert(gameSessions).values({
    providerCode: options.providerCode,
    playerId: options.playerId,
    gameCode: options.gameCode ?? null,
    launchTokenHash: sha256(launchToken),
    launchExpiresAt:
      sql`now() + make_interval(secs => ${LAUNCH_TOKEN_TTL_SECONDS})` as unknown as Date,
  });
  return launchToken;
}

/** Exchanges a launch token, once, for a game session; undefined when unknown, used or expired. */
export async function exchangeLaunchToken(db: Db, providerCode: string, launchToken: string) {
  const sessionToken = newSessionToken();
  const [row] = await db
    .update(gameSessions)
    .set({
      exchangedAt: sql`now()`,
      sessionTokenHash: sha256(sessionToken),
      expiresAt: sql`now() + make_interval(secs => ${GAME_SESSION_TTL_SECONDS})`,
    })
    .where(
      and(
        eq(gameSessions.launchTokenHash, sha256(launchToken)),
        eq(gameSessions.providerCode, providerCode),
        isNull(gameSessions.exchangedAt),
        gt(gameSessions.launchExpiresAt, sql`now()`),
      ),
    )
    .returning({ playerId: gameSessions.playerId, expiresAt: gameSessions.expiresAt });
  return row
    ? { sessionId: sessionToken, playerId: row.playerId, expiresAt: row.expiresAt! }
    : undefined;
}

/** The player (and whether they may play) of a live session of this provider, or undefined. */
export async function findLiveSession(db: Db, providerCode: string, sessionId: string) {
  const [row] = await db
    .select({
      playerId: gameSessions.playerId,
      gameCode: gameSessions.gameCode,
      playerStatus: players.status,
    })
    .from(gameSessions)
    .innerJoin(players, eq(players.id, gameSessions.playerId))
    .where(
      and(
        eq(gameSessions.sessionTokenHash, sha256(sessionId)),
        eq(gameSessions.providerCode, providerCode),
        gt(gameSessions.expiresAt, sql`now()`),
      ),
    );
  return row;
}
