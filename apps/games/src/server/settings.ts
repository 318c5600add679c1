import { queryRows, type AnyDb } from '@khel/db';
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_RTP } from '../fair';
import { DEFAULT_MAX_MULTIPLIER } from './crash/cap';

export const DEFAULT_MIN_BET_PAISE = 100n;
export const DEFAULT_MAX_BET_PAISE = 1_000_000n;
export const DEFAULT_MAX_PAYOUT_PAISE = 100_000_000n;

export type GameCode = 'dice' | 'limbo' | 'mines' | 'crash';
export const GAME_CODES: readonly GameCode[] = ['dice', 'limbo', 'mines', 'crash'];

/** The effective settings of a game: its kg_game_settings row over the server's defaults. */
export interface GameSettings {
  game: string;
  rtp: number;
  minBetPaise: bigint;
  maxBetPaise: bigint;
  maxPayoutPaise: bigint;
  /** Crash's maximum multiplier, hundredths (crash/cap.ts); 1,000× unless set. */
  maxMultiplier: number;
  enabled: boolean;
  /** The row's updated_at as text (operator.ts's version), null when the game has no row. */
  version: string | null;
}

interface SettingsRow {
  rtp: string | number | null;
  min_bet_paise: string | number | null;
  max_bet_paise: string | number | null;
  max_multiplier: string | number | null;
  enabled: boolean;
  version: string | null;
}

/**
 * A game's row, read on every bet (one primary-key lookup) — or, for Dice and Limbo, remembered
 * with its version and checked unchanged by the statement that records the bet (instant.ts): an
 * operator's change (operator.ts) is used by the next round on every instance, not some seconds
 * later.
 */
async function settingsRow(db: AnyDb, game: string) {
  const [row] = await queryRows<SettingsRow>(
    db,
    sql`select rtp, min_bet_paise, max_bet_paise, max_multiplier, enabled,
          updated_at::text as version
        from kg_game_settings where game = ${game}`,
  );
  return row;
}

/** Reads a game's settings; `defaultRtp` is the server's options.rtp (default 0.97). */
export async function loadGameSettings(
  db: AnyDb,
  game: string,
  defaultRtp: number = DEFAULT_RTP,
): Promise<GameSettings> {
  const row = await settingsRow(db, game);
  return {
    game,
    rtp: row?.rtp !== null && row?.rtp !== undefined ? Number(row.rtp) : defaultRtp,
    minBetPaise:
      row?.min_bet_paise !== null && row?.min_bet_paise !== undefined
        ? BigInt(row.min_bet_paise)
        : DEFAULT_MIN_BET_PAISE,
    maxBetPaise:
      row?.max_bet_paise !== null && row?.max_bet_paise !== undefined
        ? BigInt(row.max_bet_paise)
        : DEFAULT_MAX_BET_PAISE,
    maxPayoutPaise: DEFAULT_MAX_PAYOUT_PAISE,
    maxMultiplier:
      row?.max_multiplier !== null && row?.max_multiplier !== undefined
        ? Math.round(Number(row.max_multiplier) * 100)
        : DEFAULT_MAX_MULTIPLIER,
    enabled: row?.enabled ?? true,
    version: row?.version ?? null,
  };
}

/** A statement's test that a game's row is still at a version ('': still has none); SQL both. */
export const settingsUnchanged = (game: SQL, version: SQL) =>
  sql`coalesce((select updated_at::text from kg_game_settings where game = ${game}), '') =
      ${version}`;

/** Sets (or clears with null) a game's overrides; for operators and tests. */
export async function saveGameSettings(
  db: AnyDb,
  game: string,
  values: {
    rtp?: number | null;
    minBetPaise?: bigint | null;
    maxBetPaise?: bigint | null;
    /** Crash only: the maximum multiplier (e.g. 1000 for 1,000×). */
    maxMultiplier?: number | null;
    enabled?: boolean;
  },
) {
  await db.execute(
    sql`insert into kg_game_settings (game, rtp, min_bet_paise, max_bet_paise, max_multiplier,
                                      enabled)
        values (${game}, ${values.rtp ?? null}, ${values.minBetPaise?.toString() ?? null},
                ${values.maxBetPaise?.toString() ?? null}, ${values.maxMultiplier ?? null},
                ${values.enabled ?? true})
        on conflict (game) do update set rtp = excluded.rtp,
          min_bet_paise = excluded.min_bet_paise, max_bet_paise = excluded.max_bet_paise,
          max_multiplier = excluded.max_multiplier, enabled = excluded.enabled,
          updated_at = now()`,
  );
}

/** Drops every override (back to the server's defaults). */
export async function resetGameSettings(db: AnyDb) {
  await db.execute(sql`delete from kg_game_settings`);
}
