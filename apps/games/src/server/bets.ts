import { createGroupCommit, queryPrepared, queryRows, type AnyDb } from '@khel/db';
import { sql } from 'drizzle-orm';
import { toRupees } from '@khel/contract/money';
import type { BetRateHit, CountRates } from './bet-rate';
import { takeExpectedNonces, type UsedSeed } from './seeds';
import { settingsUnchanged } from './settings';
import {
  betWinBody,
  betWinEnds,
  concludeBetWins,
  enqueueRollback,
  enqueueSettlement,
  settlementInsert,
  type BetWinEnd,
} from './settle';

/** A finished bet as the API shows it (history, verification). */
export interface Bet {
  id: string;
  game: string;
  amount: number;
  payout: number;
  multiplier: number;
  win: boolean;
  params: Record<string, unknown>;
  result: unknown;
  nonce: number | null;
  clientSeed: string | null;
  serverSeedHash: string | null;
  createdAt: string;
}

/** One-letter prefixes of public bet ids ('d-123'); crash bets have their own ids. */
export const BET_PREFIX: Record<string, string> = { dice: 'd', limbo: 'l', mines: 'm' };
const GAME_OF_PREFIX: Record<string, string> = { d: 'dice', l: 'limbo', m: 'mines' };

export const publicBetId = (game: string, id: number | string) =>
  `${BET_PREFIX[game] ?? game[0]}-${id}`;

/** Parses 'd-123' into the game and row id; null for anything else. */
export function parseBetId(text: string, game?: string): { game: string; id: string } | null {
  const match = /^([dlm])-(\d{1,18})$/.exec(text);
  if (!match) return null;
  const parsed = { game: GAME_OF_PREFIX[match[1]!]!, id: match[2]! };
  return game && parsed.game !== game ? null : parsed;
}

export interface BetRow {
  id: string | number;
  game: string;
  player_id: string;
  platform_session_id: string;
  amount_paise: string | number;
  payout_paise: string | number;
  multiplier: string | number;
  win: boolean;
  params: Record<string, unknown> | string;
  result: unknown;
  seed_id: string | number | null;
  nonce: number | null;
  client_seed: string | null;
  server_seed_hash: string | null;
  server_seed: string | null;
  status: string;
  created_at: Date | string;
}

const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

export const iso = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export function toBet(row: BetRow): Bet {
  return {
    id: publicBetId(row.game, row.id),
    game: row.game,
    amount: toRupees(row.amount_paise),
    payout: toRupees(row.payout_paise),
    multiplier: Number(row.multiplier),
    win: row.win,
    params: json(row.params),
    result: json(row.result),
    nonce: row.nonce === null ? null : Number(row.nonce),
    clientSeed: row.client_seed,
    serverSeedHash: row.server_seed_hash,
    createdAt: iso(row.created_at),
  };
}

export interface NewBet {
  game: string;
  playerId: string;
  platformSessionId: string;
  amountPaise: bigint;
  payoutPaise?: bigint;
  multiplier?: number;
  win?: boolean;
  params: Record<string, unknown>;
  result?: unknown;
  seed: UsedSeed;
}

/**
 * Records a bet (status pending until the platform took the stake) and, with it, the rollback
 * of its stake (settle.ts), which the platform's acknowledgement of the stake drops: whenever the
 * process dies, the bet is either taken or rolled back by the retrier. A bet settled with its
 * stake (`betWin`: Dice, Limbo) queues its betWin call instead, re-sent until answered. Run it
 * in a transaction.
 */
export async function insertBet(
  tx: AnyDb,
  bet: NewBet,
  options: { betWin?: boolean } = {},
): Promise<BetRow> {
  const [row] = await queryRows<BetRow>(
    tx,
    sql`insert into kg_bets (${BET_COLUMNS}) values (${betValues(bet)}) returning *`,
  );
  const roundId = publicBetId(bet.game, row!.id);
  if (options.betWin) {
    await enqueueSettlement(tx, 'betWin', betWinOf(bet, roundId));
  } else {
    await enqueueRollback(tx, roundId, bet.platformSessionId);
  }
  return row!;
}

const BET_INPUTS = `game, player_id, platform_session_id, amount_paise, payout_paise,
  multiplier, win, params, result, seed_id, nonce, client_seed, server_seed_hash`;
const BET_COLUMNS = sql.raw(BET_INPUTS);
/** A BetRow's columns, named: a prepared statement's result may not change shape (queryPrepared). */
const BET_ROW = sql.raw(`id, ${BET_INPUTS}, server_seed, status, created_at`);

// Typed: the values are also a SELECT's, which no column type reaches.
const betValues = (bet: NewBet) =>
  sql`${bet.game}::text, ${bet.playerId}::text, ${bet.platformSessionId}::text,
      ${bet.amountPaise.toString()}::bigint, ${(bet.payoutPaise ?? 0n).toString()}::bigint,
      ${bet.multiplier ?? 0}::numeric, ${bet.win ?? false}::boolean,
      ${JSON.stringify(bet.params)}::jsonb,
      ${bet.result === undefined ? null : JSON.stringify(bet.result)}::jsonb,
      ${bet.seed.id}::bigint, ${bet.seed.nonce}::integer, ${bet.seed.clientSeed}::text,
      ${bet.seed.serverSeedHash}::text`;

const betWinOf = (bet: NewBet, roundId: string) =>
  betWinBody({
    roundId,
    sessionId: bet.platformSessionId,
    gameCode: bet.game,
    amountPaise: bet.amountPaise,
    payoutPaise: bet.payoutPaise ?? 0n,
  });

/** A betWin bet to record with the nonce and game settings its outcome was decided by. */
export interface BetWinRecord {
  bet: NewBet;
  /** The game's settings row version the outcome was decided under (settings.ts). */
  settingsVersion: string | null;
  /** The bet-rate hits to count with it (bet-rate.ts inStatement); none when counted before. */
  limits?: BetRateHit[];
}

/**
 * A record's answer: its row; null where its nonce or settings were out of date (nothing of it
 * written; its limits counted); 'limited' where a limit refused it (nothing written but the count).
 */
export type BetWinRecorded = BetRow | null | 'limited';

/**
 * Bets settled with their stake (betWin: Dice, Limbo) as insertBet records them, many in one
 * statement and one round trip: each one's rate-limit hits counted (`countRates`, where the
 * records carry `limits`), then, unless a limit refused it, its nonce taken while still the one
 * it was decided with (seeds.ts takeExpectedNonces) and its game's settings unchanged, then its
 * bet row and queued betWin, all or nothing per bet. Answers in order (BetWinRecorded). The n
 * hits of a key in one statement count as n increments one after another, in the records'
 * order. `ends`, betWins answered since, are ended in the same statement (settle.ts
 * betWinEnds), or alone when there is no bet to record.
 */
export async function insertBetWinsOnce(
  db: AnyDb,
  records: BetWinRecord[],
  ends: BetWinEnd[] = [],
  countRates?: CountRates,
): Promise<BetWinRecorded[]> {
  if (records.length === 0) {
    if (ends.length > 0) await concludeBetWins(db, ends);
    return [];
  }
  const given = records.map(({ bet, settingsVersion }, i) => ({
    i,
    game: bet.game,
    prefix: BET_PREFIX[bet.game]!,
    player: bet.playerId,
    session: bet.platformSessionId,
    amount: bet.amountPaise.toString(),
    payout: (bet.payoutPaise ?? 0n).toString(),
    multiplier: bet.multiplier ?? 0,
    win: bet.win ?? false,
    params: bet.params,
    result: bet.result ?? null,
    seed_id: bet.seed.id,
    nonce: bet.seed.nonce,
    client_seed: bet.seed.clientSeed,
    seed_hash: bet.seed.serverSeedHash,
    version: settingsVersion ?? '',
    limits: records[i]!.limits ?? [],
    // The round id is the new row's: the queued body gets it (and its transaction id) in SQL.
    body: betWinOf(bet, ''),
  }));
  // Each bet row back to its given row by its pair and nonce: taken once, so one given row each.
  const roundId = sql`(g.prefix || '-' || b.id)`;
  const recorded = sql`b join given g on g.seed_id = b.seed_id and g.nonce = b.nonce
      join s on s.i = g.i`;
  const counting = countRates && given.some((g) => g.limits.length > 0);
  // The hits, each key's n-th of m in this statement; over its max when the key's new total − m
  // + n is: that record is refused (limited), every hit counted all the same.
  const limits = counting
    ? sql`hits as (
          select g.i, h.key, h.max, to_timestamp(h.start) as window_start,
                 row_number() over (partition by h.key, h.start order by g.i) as n,
                 count(*) over (partition by h.key, h.start) as m
          from given g cross join lateral jsonb_to_recordset(g.limits)
               as h(key text, max int, start bigint)),
        counted as (${countRates(
          sql`select key, window_start, count(*) as hits from hits group by key, window_start`,
        )}),
        limited as (
          select distinct h.i from hits h
          join counted c on c.key = h.key and c.window_start = h.window_start
          where c.hits - h.m + h.n > h.max),`
    : sql`limited as (select null::int as i where false),`;
  const rows = await queryPrepared<BetRow & { i: number; limited: boolean }>(
    db,
    sql`with given as (
          select * from jsonb_to_recordset(${JSON.stringify(given)}::jsonb) as g(
            i int, game text, prefix text, player text, session text, amount bigint,
            payout bigint, multiplier numeric, win boolean, params jsonb, result jsonb,
            seed_id bigint, nonce integer, client_seed text, seed_hash text, version text,
            body jsonb, limits jsonb)),
        ${limits}
        s as (${takeExpectedNonces(
          sql`${settingsUnchanged(sql`g.game`, sql`g.version`)}
              and not exists (select from limited l where l.i = g.i)`,
        )}),
        b as (insert into kg_bets (${BET_COLUMNS})
              select g.game, g.player, g.session, g.amount, g.payout, g.multiplier, g.win,
                     g.params, g.result, g.seed_id, g.nonce, g.client_seed, g.seed_hash
              from given g join s on s.i = g.i order by g.i
              returning ${BET_ROW}),
        q as (${settlementInsert(
          'betWin',
          sql`select ${roundId}, g.body || jsonb_build_object(
                'roundId', ${roundId}, 'transactionId', ${roundId} || (g.body ->> 'transactionId'))
              from ${recorded}`,
        )})${ends.length > 0 ? sql`, ${betWinEnds(ends)}` : sql``}
        select g.i, false as limited, b.* from ${recorded}
        union all
        select l.i, true, b.* from limited l left join b on false${
          // The ends run when read: one row, i -1.
          ends.length > 0
            ? sql` union all select -1, false, b.* from ended left join b on false`
            : sql``
        }`,
  );
  const answers: BetWinRecorded[] = records.map(() => null);
  for (const { i, limited, ...row } of rows) {
    if (Number(i) >= 0) answers[Number(i)] = limited ? 'limited' : row;
  }
  return answers;
}

type BetWrite = { record: BetWinRecord } | { end: BetWinEnd };

/**
 * How long an end that finds the writer idle waits for a bet to go with (ms), so that at a steady
 * rate the ends ride with the records instead of taking a commit of their own (0 measured the
 * same p99 under bench:games, with more commits).
 */
const END_LINGER_MS = 2;

/**
 * The instance's writer of betWin bets (docs/architecture.md §6): one group commit (@khel/db
 * createGroupCommit of insertBetWinsOnce) of the bets to record and the betWins to end, so that
 * under load the ends of answered bets go in the statement that records the next ones: one
 * statement and one commit for both. Idle, an end waits END_LINGER_MS for company, then goes
 * alone.
 */
export function createBetWriter(db: AnyDb, countRates?: CountRates) {
  const write = createGroupCommit<BetWrite, BetWinRecorded>(
    async (items) => {
      const records = items.flatMap((item) => ('record' in item ? [item.record] : []));
      const ends = items.flatMap((item) => ('end' in item ? [item.end] : []));
      const rows = await insertBetWinsOnce(db, records, ends, countRates);
      let next = 0;
      return items.map((item) => ('record' in item ? (rows[next++] ?? null) : null));
    },
    { linger: (item) => ('end' in item ? END_LINGER_MS : 0) },
  );
  return {
    record: (record: BetWinRecord) => write({ record }),
    conclude: async (end: BetWinEnd) => void (await write({ end })),
  };
}

/** The status change of a bet, to run alone or inside a bigger statement. */
export const betStatusUpdate = (id: string, status: string) =>
  sql`update kg_bets set status = ${status},
        settled_at = case when ${status} in ('done', 'refused', 'rolledback') then now()
                     else settled_at end
      where id = ${id}`;

export async function setBetStatus(db: AnyDb, id: string, status: string) {
  await db.execute(betStatusUpdate(id, status));
}

/** The player's last finished bets of a game, newest first. */
export async function betHistory(db: AnyDb, playerId: string, game: string, limit: number) {
  const rows = await queryRows<BetRow>(
    db,
    sql`select * from kg_bets where player_id = ${playerId} and game = ${game}
          and status = 'done'
        order by id desc limit ${limit}`,
  );
  return rows.map(toBet);
}

/** A finished bet by public id, with its server seed once revealed. */
export async function findPublicBet(db: AnyDb, betId: string) {
  const parsed = parseBetId(betId);
  if (!parsed) return null;
  const [row] = await queryRows<BetRow & { seed_revealed: string | null }>(
    db,
    sql`select b.*, case when s.revealed_at is not null then s.server_seed end as seed_revealed
        from kg_bets b left join kg_seeds s on s.id = b.seed_id
        where b.id = ${parsed.id} and b.game = ${parsed.game} and b.status = 'done'`,
  );
  if (!row) return null;
  return { bet: toBet(row), serverSeed: row.seed_revealed ?? row.server_seed ?? null };
}
