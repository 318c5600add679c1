import { RANKING_LIST_SIZE, maskPhone } from '@khel/contract';
import type { Db } from '../../db/client';
import type { Period, periodKey } from './periods';
import {
  readAwards,
  readPhones,
  readStandings,
  readWinnerAwards,
  type StandingsRows,
} from './store';

/**
 * The standings of one period as an instance last read them: every player's total in ranking
 * order, the top rows with their masked phones, and the award of each place. A read of the
 * Ranking page costs one primary-key lookup (the player's own total) plus a binary search here,
 * instead of counting the players ahead in the database (README.md "Reads").
 */
export interface Standings {
  period: Period;
  rows: StandingsRows;
  top: { rank: number; playerId: number; phone: string; totalPaise: bigint }[];
  /** Award by rank: the operator's (a running period), or what its close paid. */
  awards: Map<number, bigint>;
  /** The platform time they were read at. */
  asOf: Date;
}

/** How a player appears in a list: the masked phone, or a masked user id without one. */
export const maskedName = (playerId: number, phone: string | null) =>
  phone ? maskPhone(phone) : `ID •••${String(playerId).slice(-3)}`;

/**
 * The place (1-based) a total reached at `reachedMicros` takes among the standings: one more
 * than the players strictly ahead — a higher total, or the same total reached earlier (the
 * same instant: the lower player id). The player's own older row is never ahead of their newer.
 */
export function placeOf(
  rows: StandingsRows,
  own: { totalPaise: bigint; reachedMicros: number; playerId: number },
): number {
  const total = Number(own.totalPaise);
  const ahead = (i: number) =>
    rows.totals[i]! > total ||
    (rows.totals[i] === total &&
      (rows.reachedMicros[i]! < own.reachedMicros ||
        (rows.reachedMicros[i] === own.reachedMicros && rows.playerIds[i]! < own.playerId)));
  let low = 0;
  let high = rows.totals.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (ahead(mid)) low = mid + 1;
    else high = mid;
  }
  return low + 1;
}

async function loadStandings(db: Db, period: Period, closed: boolean, asOf: Date) {
  const rows = await readStandings(db, period);
  const count = Math.min(RANKING_LIST_SIZE, rows.totals.length);
  const topIds = Array.from(rows.playerIds.subarray(0, count));
  const [phones, paid] = await Promise.all([
    readPhones(db, topIds),
    closed ? readWinnerAwards(db, period) : Promise.resolve(new Map<number, bigint>()),
  ]);
  // Before its close has run, a finished period shows the awards the close will pay.
  const awards = paid.size > 0 ? paid : await readAwards(db, period.kind);
  const top = topIds.map((playerId, i) => ({
    rank: i + 1,
    playerId,
    phone: maskedName(playerId, phones.get(playerId) ?? null),
    totalPaise: BigInt(rows.totals[i]!),
  }));
  return { period, rows, top, awards, asOf } satisfies Standings;
}

export interface StandingsCacheOptions {
  /** How old a running period's standings may be before they are read again (ms). */
  maxAgeMs: number;
  /** The same for a finished period, which changes only at its close. */
  closedMaxAgeMs: number;
  now: () => Date;
}

/** Standings per period, read again once too old; one read at a time per period. */
export function createStandingsCache(db: Db, options: StandingsCacheOptions) {
  type Entry = { value?: Standings; loadedAt: number; loading?: Promise<Standings> };
  const entries = new Map<string, Entry>();

  function refresh(key: string, entry: Entry, period: Period, closed: boolean) {
    entry.loading ??= loadStandings(db, period, closed, options.now())
      .then((value) => {
        entry.value = value;
        entry.loadedAt = performance.now();
        return value;
      })
      .finally(() => {
        entry.loading = undefined;
      });
    if (!entries.has(key)) {
      entries.set(key, entry);
      // Periods move on: keep the few asked for lately.
      if (entries.size > 12) entries.delete(entries.keys().next().value!);
    }
    return entry.loading;
  }

  return {
    /** The standings of `period`; stale ones are answered while a fresher read is under way. */
    async get(key: ReturnType<typeof periodKey>, period: Period, closed: boolean) {
      const entry = entries.get(key) ?? { loadedAt: 0 };
      const maxAge = closed ? options.closedMaxAgeMs : options.maxAgeMs;
      const fresh = performance.now() - entry.loadedAt <= maxAge;
      if (entry.value && fresh) return entry.value;
      const loading = refresh(key, entry, period, closed);
      // The first read waits; later ones take the last standings and refresh behind them.
      if (entry.value && maxAge > 0) {
        loading.catch(() => {});
        return entry.value;
      }
      return loading;
    },
  };
}

export type StandingsCache = ReturnType<typeof createStandingsCache>;
