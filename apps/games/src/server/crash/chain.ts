import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type AnyDb } from '@khel/db';
import { nodeSha256Hex as sha256hex } from '../fair-node';
import { crashPointOf } from './fairness';

/**
 * The committed hash chain of Crash. A chain is made from a secret terminal seed s_N:
 * s_{i-1} = sha256hex(s_i). Rounds use s_1, s_2, … in order; before round i its commitment
 * sha256hex(s_i) is published (it equals s_{i-1}, the seed revealed after the round before), so
 * every revealed seed can be checked against the commitment of its round and the chain cannot be
 * changed after the fact. The crash point comes from the seed (HMAC with the public salt), never
 * from the published hash.
 */
export const DEFAULT_CHAIN_LENGTH = 10_000;

export { sha256hex };

export interface Chain {
  id: number;
  terminalSeed: string;
  length: number;
  genesisHash: string;
}

/** Every seed of a chain, index 0 (the genesis hash) to length; computed once per process. */
const seedCache = new Map<string, string[]>();

export function chainSeeds(chain: Pick<Chain, 'terminalSeed' | 'length'>): string[] {
  const key = `${chain.terminalSeed}:${chain.length}`;
  let seeds = seedCache.get(key);
  if (!seeds) {
    seeds = new Array<string>(chain.length + 1);
    seeds[chain.length] = chain.terminalSeed;
    for (let i = chain.length; i > 0; i -= 1) seeds[i - 1] = sha256hex(seeds[i]!);
    seedCache.set(key, seeds);
  }
  return seeds;
}

/** The seed of round `index` (1..length) of a chain. */
export const seedAt = (chain: Chain, index: number) => chainSeeds(chain)[index]!;

/** True when `seed` is the one committed to by `commitment`. */
export const verifyCommitment = (seed: string, commitment: string) =>
  sha256hex(seed) === commitment;

export async function createChain(db: AnyDb, length = DEFAULT_CHAIN_LENGTH): Promise<Chain> {
  const terminalSeed = randomBytes(32).toString('hex');
  const genesisHash = chainSeeds({ terminalSeed, length })[0]!;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into kg_crash_chains (terminal_seed, length, genesis_hash)
        values (${terminalSeed}, ${length}, ${genesisHash}) returning id`,
  );
  return { id: row!.id, terminalSeed, length, genesisHash };
}

export async function loadChain(db: AnyDb, id: number): Promise<Chain> {
  const [row] = await queryRows<{
    id: number;
    terminal_seed: string;
    length: number;
    genesis_hash: string;
  }>(db, sql`select id, terminal_seed, length, genesis_hash from kg_crash_chains where id = ${id}`);
  if (!row) throw new Error(`crash chain ${id} not found`);
  return {
    id: row.id,
    terminalSeed: row.terminal_seed,
    length: row.length,
    genesisHash: row.genesis_hash,
  };
}

/** The crash point (hundredths) of round `index` of a chain. */
export const crashPointAt = (chain: Chain, index: number, rtp: number) =>
  crashPointOf(seedAt(chain, index), rtp);
