import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { gameSessions } from '../../db/schema';
import { newSessionToken, sha256 } from '../../lib/tokens';
import { touchSession } from '../accounts';

export const LAUNCH_TOKEN_TTL_SECONDS = 120;
export const GAME_SESSION_TTL_SECONDS = 12 * 3600;

/**
 * A one-time launch token for a player and a provider, valid 2 minutes (the games issue's
 * launch), bound to the player's session that launched it: the game session lives only as long.
 */
export async function createLaunchToken(
  db: Db,
  options: {
    playerId: number;
    playerSessionId: bigint;
    providerCode: string;
    gameCode?: string | null;
  },
) {
  const launchToken = newSessionToken();
  await db.insert(gameSessions).values({
    providerCode: options.providerCode,
    playerId: options.playerId,
    playerSessionId: options.playerSessionId,
    gameCode: options.gameCode ?? null,
    launchTokenHash: sha256(launchToken),
    launchExpiresAt:
      sql`now() + make_interval(secs => ${LAUNCH_TOKEN_TTL_SECONDS})` as unknown as Date,
  });
  return launchToken;
}

/**
 * The player's own session, live: not logged out or revoked (password change or reset, account
 * disabled), not past its end, not idle. Alias `l`, joined on the game session `g`.
 */
const liveLogin = (idleMs: number) =>
  sql`join sessions l on l.id = g.player_session_id and l.revoked_at is null
        and l.expires_at > now() and l.last_seen_at > now() - make_interval(secs => ${idleMs / 1000})`;

/**
 * Exchanges a launch token, once, for a game session; undefined when unknown, used, expired or
 * when the session that launched it has ended. The game session ends no later than that session.
 */
export async function exchangeLaunchToken(
  db: Db,
  options: { providerCode: string; launchToken: string; idleMs: number },
) {
  const sessionToken = newSessionToken();
  const [row] = await queryRows<{ player_id: number | string; expires_at: Date | string }>(
    db,
    sql`update game_sessions s
        set exchanged_at = now(), session_token_hash = ${sha256(sessionToken)},
            expires_at = least(now() + make_interval(secs => ${GAME_SESSION_TTL_SECONDS}), l.expires_at)
        from game_sessions g ${liveLogin(options.idleMs)}
        where s.id = g.id and g.launch_token_hash = ${sha256(options.launchToken)}
          and g.provider_code = ${options.providerCode}
          and g.exchanged_at is null and g.launch_expires_at > now()
        returning s.player_id, s.expires_at`,
  );
  return row
    ? {
        sessionId: sessionToken,
        playerId: Number(row.player_id),
        expiresAt: new Date(row.expires_at),
      }
    : undefined;
}

/**
 * The player (and whether they may play) of a live game session of this provider whose
 * player's session is live too, or undefined. Playing keeps that session alive.
 */
export async function findLiveSession(
  db: Db,
  options: { providerCode: string; sessionId: string; idleMs: number },
) {
  const [row] = await queryRows<{
    player_id: number | string;
    player_status: string;
    login_id: string | number;
    login_stale: boolean;
  }>(
    db,
    sql`select g.player_id, p.status as player_status, l.id as login_id,
               l.last_seen_at < now() - interval '1 minute' as login_stale
        from game_sessions g join players p on p.id = g.player_id ${liveLogin(options.idleMs)}
        where g.session_token_hash = ${sha256(options.sessionId)}
          and g.provider_code = ${options.providerCode} and g.expires_at > now()`,
  );
  if (!row) return undefined;
  if (row.login_stale) await touchSession(db, BigInt(row.login_id));
  return { playerId: Number(row.player_id), playerStatus: row.player_status };
}
