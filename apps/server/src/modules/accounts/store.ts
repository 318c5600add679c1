import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { players, sessions } from '../../db/schema';
import { queryRows } from '../../db/query';

export type PlayerRow = typeof players.$inferSelect;
type NewPlayer = Omit<typeof players.$inferInsert, 'id' | 'referralCode' | 'nickname'>;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReferralCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join('');

/**
 * Inserts a player with a random 8-digit id and referral code, retrying on the rare collision.
 * Random ids keep the number of players and the next id to themselves.
 */
export async function insertPlayer(
  db: Db,
  values: NewPlayer,
  nicknameFor: (id: number) => string,
): Promise<PlayerRow> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const id = randomInt(10_000_000, 100_000_000);
    const [row] = await db
      .insert(players)
      .values({ ...values, id, nickname: nicknameFor(id), referralCode: newReferralCode() })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    // A clash on the phone or Google id is not a clash of random values: say so.
    if (values.phone && (await findPlayerByPhone(db, values.phone))) throw new PlayerExistsError();
    if (values.googleId && (await findPlayerByGoogleId(db, values.googleId)))
      throw new PlayerExistsError();
  }
  throw new Error('could not draw a free player id');
}

export class PlayerExistsError extends Error {}

export async function findPlayerById(db: Db, id: number) {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  return row;
}

export async function findPlayerByPhone(db: Db, phone: string) {
  const [row] = await db.select().from(players).where(eq(players.phone, phone));
  return row;
}

export async function findPlayerByGoogleId(db: Db, googleId: string) {
  const [row] = await db.select().from(players).where(eq(players.googleId, googleId));
  return row;
}

export async function findPlayerByReferralCode(db: Db, code: string) {
  const [row] = await db.select().from(players).where(eq(players.referralCode, code.toUpperCase()));
  return row;
}

export async function updatePlayer(
  db: Db,
  id: number,
  values: Partial<typeof players.$inferInsert>,
) {
  const [row] = await db
    .update(players)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(players.id, id))
    .returning();
  return row;
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}

/** Whether the player has had sessions, none of them on `deviceNumber`. */
export async function isNewDevice(db: Db, playerId: number, deviceNumber: string) {
  const [row] = await queryRows<{ fresh: boolean }>(
    db,
    sql`select exists (select 1 from sessions where player_id = ${playerId})
          and not exists (select 1 from sessions
                          where player_id = ${playerId} and device_number = ${deviceNumber}) as fresh`,
  );
  return row?.fresh ?? false;
}

/**
 * The live session of a token: not revoked, not past its absolute or idle expiry; with its
 * player's row, the player's session limit in minutes (protection_settings; null: no limit) and
 * whether the session was last seen over a minute ago (touchSession then writes it). One
 * statement: every signed-in request authenticates, and three had been one round trip each.
 * Built once per database handle (liveSessionQuery): drizzle took about 0.14 ms to build this
 * select, its join and the player's columns on every request.
 */
export async function findLiveSession(db: Db, tokenHash: string, idleMs: number) {
  let query = liveSessionQueries.get(db);
  if (!query) liveSessionQueries.set(db, (query = liveSessionQuery(db)));
  const [row] = await query.execute({ tokenHash, idleSeconds: idleMs / 1000 });
  return row;
}

const liveSessionQuery = (db: Db) =>
  db
    .select({
      id: sessions.id,
      playerId: sessions.playerId,
      createdAt: sessions.createdAt,
      // Qualified by hand: drizzle writes a lone column name, which inside the subquery would
      // name protection_settings' own player_id.
      sessionMinutes: sql<number | null>`(select ps.session_minutes from protection_settings ps
        where ps.player_id = sessions.player_id)`,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - interval '1 minute'`,
      player: players,
    })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
        sql`${sessions.lastSeenAt} > now() - make_interval(secs => ${sql.placeholder('idleSeconds')})`,
      ),
    )
    .prepare('find_live_session');

const liveSessionQueries = new WeakMap<Db, ReturnType<typeof liveSessionQuery>>();

/** Keeps an active session alive; written at most once a minute. */
export async function touchSession(db: Db, id: bigint) {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, id), sql`${sessions.lastSeenAt} < now() - interval '1 minute'`));
}

export async function revokeSessionByHash(db: Db, tokenHash: string, reason: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/**
 * Ends a session that reached the player's session limit and records `session.limit_reached`
 * (protection_events, docs/architecture.md §12) in the same transaction. The conditional update
 * lets one of many concurrent requests end it, so the event is written once.
 */
export async function endSessionAtLimit(
  db: Db,
  session: { id: bigint; playerId: number; createdAt: Date; sessionMinutes: number | null },
  at: Date,
) {
  await db.transaction(async (tx) => {
    if (!(await revokeSessionById(tx, session.id, 'session limit'))) return;
    const detail = {
      sessionId: String(session.id),
      sessionMinutes: session.sessionMinutes,
      startedAt: session.createdAt.toISOString(),
    };
    await tx.execute(
      sql`insert into protection_events (player_id, kind, detail, actor, created_at)
          values (${session.playerId}, 'session.limit_reached', ${JSON.stringify(detail)}::jsonb,
                  'system', ${at.toISOString()}::timestamptz)`,
    );
  });
}

/** Ends one session by its id; answers whether this call ended it (false: already ended). */
export async function revokeSessionById(db: Db, id: bigint, reason: string) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every session of a player, but the one given. */
export async function revokePlayerSessions(
  db: Db,
  playerId: number,
  reason: string,
  keepTokenHash?: string,
) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(sessions.playerId, playerId),
        isNull(sessions.revokedAt),
        keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
      ),
    );
}

/** Whether the player logged in from this address in the last 30 days (a known address). */
export async function hasLoggedInFrom(db: Db, playerId: number, ip: string) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.playerId, playerId),
        eq(sessions.ip, ip),
        gt(sessions.createdAt, sql`now() - interval '30 days'`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
