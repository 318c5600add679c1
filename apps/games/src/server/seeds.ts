import { queryRows, type AnyDb } from '@khel/db';
import { sql, type SQL } from 'drizzle-orm';
import { GameError } from './errors';
import { newClientSeed, newServerSeed, nodeSha256Hex } from './fair-node';

/** A player's active seed pair as the player may see it (the server seed stays hidden). */
export interface PublicSeed {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** The seed pair a bet was played with, its nonce taken. */
export interface UsedSeed extends PublicSeed {
  id: number;
  serverSeed: string;
}

interface SeedRow {
  id: string | number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}

const toUsed = (row: SeedRow): UsedSeed => ({
  id: Number(row.id),
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: Number(row.nonce),
});

const publicOf = (seed: UsedSeed): PublicSeed => ({
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
  nonce: seed.nonce,
});

async function insertSeed(db: AnyDb, playerId: string, clientSeed?: string) {
  const serverSeed = newServerSeed();
  await db.execute(
    sql`insert into kg_seeds (player_id, server_seed, server_seed_hash, client_seed)
        values (${playerId}, ${serverSeed}, ${nodeSha256Hex(serverSeed)},
                ${clientSeed ?? newClientSeed()})
        on conflict (player_id) where active do nothing`,
  );
}

async function selectActive(db: AnyDb, playerId: string) {
  const [row] = await queryRows<SeedRow>(
    db,
    sql`select id, server_seed, server_seed_hash, client_seed, nonce from kg_seeds
        where player_id = ${playerId} and active`,
  );
  return row ? toUsed(row) : undefined;
}

/**
 * The player's active pair (made on first use); the next bet uses `nonce`. With `memory`, this
 * instance remembers it for the player's next instant bet (createSeedMemory).
 */
export async function activeSeed(
  db: AnyDb,
  playerId: string,
  memory?: SeedMemory,
): Promise<PublicSeed> {
  let seed = await selectActive(db, playerId);
  if (!seed) {
    await insertSeed(db, playerId);
    seed = await selectActive(db, playerId);
  }
  if (!seed) throw new Error('no active seed');
  memory?.remember(playerId, seed);
  return publicOf(seed);
}

/**
 * Takes the next nonce of the player's active pair atomically (concurrent bets get distinct
 * nonces). Call inside the transaction that records the bet.
 */
export async function takeNonce(db: AnyDb, playerId: string): Promise<UsedSeed> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await queryRows<SeedRow>(
      db,
      sql`update kg_seeds set nonce = nonce + 1 where player_id = ${playerId} and active
          returning id, server_seed, server_seed_hash, client_seed, nonce - 1 as nonce`,
    );
    if (row) return toUsed(row);
    await insertSeed(db, playerId);
  }
  throw new Error('could not take a nonce');
}

const REMEMBERED_SEEDS = 10_000;

/**
 * Players' active seed pairs as this instance last used them, each with the nonce its next bet
 * expects (instant.ts): an instant bet takes that nonce by a conditional update in the statement
 * that records it, and falls back to takeNonce when the pair moved meanwhile (another instance's
 * bet, a Mines game, a rotation).
 */
export function createSeedMemory() {
  const seeds = new Map<string, UsedSeed>();
  /** The pair as just read: the next bet expects `seed.nonce`. */
  const remember = (playerId: string, seed: UsedSeed) => {
    if (seeds.size >= REMEMBERED_SEEDS && !seeds.has(playerId)) seeds.clear();
    seeds.set(playerId, seed);
  };
  return {
    /** The pair and the nonce the player's next bet would take. */
    next: (playerId: string) => seeds.get(playerId),
    remember,
    /** `seed.nonce` was taken by a committed bet: the next bet expects the one after. */
    taken: (playerId: string, seed: UsedSeed) =>
      remember(playerId, { ...seed, nonce: seed.nonce + 1 }),
    forget(playerId: string) {
      seeds.delete(playerId);
    },
  };
}

export type SeedMemory = ReturnType<typeof createSeedMemory>;

/**
 * A statement's taking of the nonces its bets expect (bets.ts insertBetWinsOnce): for each row
 * `g` of its `given` (columns i, seed_id, nonce), the nonce is taken while it is still the pair's
 * next one, the pair still active and `also` holds; returns the `i` of each bet that took one.
 * Two bets expecting one nonce: one of them takes it.
 */
export const takeExpectedNonces = (also: SQL) =>
  sql`update kg_seeds k set nonce = k.nonce + 1 from given g
      where k.id = g.seed_id and k.active and k.nonce = g.nonce and ${also}
      returning g.i`;

export const CLIENT_SEED_PATTERN = /^[\x21-\x7e]{1,64}$/;

/**
 * Reveals the active server seed and starts a new pair (nonce 0) with `clientSeed` or a random
 * one. Refused while a Mines game is in play: its mines come from the seed being revealed.
 */
export async function rotateSeed(db: AnyDb, playerId: string, clientSeed?: string) {
  if (clientSeed !== undefined && !CLIENT_SEED_PATTERN.test(clientSeed)) {
    throw new GameError('INVALID_REQUEST', 'The client seed must be 1–64 visible characters');
  }
  await activeSeed(db, playerId);
  return db.transaction(async (tx) => {
    // Lock the pair first: a Mines start takes its nonce (locking the row) before it records the
    // game, so once we hold the lock every game started on this seed is visible to the count.
    await tx.execute(
      sql`select id from kg_seeds where player_id = ${playerId} and active for update`,
    );
    const [active] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from kg_mines_games
          where player_id = ${playerId} and status in ('pending', 'active')`,
    );
    if (active && Number(active.n) > 0) {
      throw new GameError('GAME_STATE', 'Finish your Mines game before changing seeds');
    }
    const [old] = await queryRows<SeedRow>(
      tx,
      sql`update kg_seeds set active = false, revealed_at = now()
          where player_id = ${playerId} and active
          returning id, server_seed, server_seed_hash, client_seed, nonce`,
    );
    if (!old) throw new GameError('GAME_STATE', 'No seed to rotate; try again');
    await insertSeed(tx, playerId, clientSeed);
    const current = await selectActive(tx, playerId);
    if (!current) throw new Error('no active seed after rotation');
    const previous = toUsed(old);
    return {
      previous: {
        serverSeed: previous.serverSeed,
        serverSeedHash: previous.serverSeedHash,
        clientSeed: previous.clientSeed,
        nonce: previous.nonce,
      },
      current: publicOf(current),
    };
  });
}
