import { PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER } from '@khel/contract';
import {
  ZProviderSettingsGet,
  ZProviderSettingsSave,
  type TGameSettingsInput,
  type TProviderGameSettings,
} from '@khel/contract/admin-settings';
import { rupeesToPaise, toRupees } from '@khel/contract/money';
import { isFresh, verifySignature } from '@khel/contract/signing';
import { queryRows, type AnyDb } from '@khel/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GameError, gameErrorHandler } from './errors';
import { parse } from './parse';
import {
  DEFAULT_MAX_BET_PAISE,
  DEFAULT_MIN_BET_PAISE,
  GAME_CODES,
  loadGameSettings,
} from './settings';

/** How far a settings call's timestamp may be from this server's clock (as the provider API). */
const MAX_SKEW_SECONDS = 300;

interface StoredRow {
  rtp: string | null;
  min_bet_paise: string | null;
  max_bet_paise: string | null;
  max_multiplier: string | null;
  version: string;
}

const num = (value: string | null) => (value === null ? null : Number(value));
const rupees = (paise: string | null) => (paise === null ? null : toRupees(paise));

/** A game's settings: what the operator set (null: the default) and what is in force. */
export async function settingsView(
  db: AnyDb,
  game: string,
  defaultRtp: number,
): Promise<TProviderGameSettings> {
  const [row] = await queryRows<StoredRow>(
    db,
    sql`select rtp::text, min_bet_paise::text, max_bet_paise::text, max_multiplier::text,
          updated_at::text as version
        from kg_game_settings where game = ${game}`,
  );
  const effective = await loadGameSettings(db, game, defaultRtp);
  return {
    game,
    set: {
      rtp: num(row?.rtp ?? null),
      minBet: rupees(row?.min_bet_paise ?? null),
      maxBet: rupees(row?.max_bet_paise ?? null),
      maxMultiplier: num(row?.max_multiplier ?? null),
    },
    effective: {
      rtp: effective.rtp,
      minBet: toRupees(effective.minBetPaise),
      maxBet: toRupees(effective.maxBetPaise),
      maxPayout: toRupees(effective.maxPayoutPaise),
      maxMultiplier: game === 'crash' ? effective.maxMultiplier / 100 : null,
    },
    enabled: effective.enabled,
    version: row?.version ?? null,
  };
}

function assertGame(game: string) {
  if (!GAME_CODES.includes(game as never)) throw new GameError('NOT_FOUND', 'No such game');
}

/**
 * Saves a game's settings if they are still at `version` (null: never set), in one transaction
 * holding the row: a change made meanwhile, or a replay of a signed call, is refused
 * (GAME_STATE, 409).
 * Crash's RTP is fixed by its hash chain for the server's life (crash/README.md), so only its
 * limits and maximum multiplier are set here; other games have no maximum multiplier.
 */
export async function saveSettingsAt(
  db: AnyDb,
  defaultRtp: number,
  input: { game: string; version: string | null; settings: TGameSettingsInput },
) {
  const { game, settings } = input;
  assertGame(game);
  if (game === 'crash' && settings.rtp !== null)
    throw new GameError(
      'INVALID_REQUEST',
      "rtp: Crash's RTP is fixed by its hash chain (GAMES_RTP)",
    );
  if (game !== 'crash' && settings.maxMultiplier !== null)
    throw new GameError('INVALID_REQUEST', 'maxMultiplier: only Crash has a maximum multiplier');
  const before = await settingsView(db, game, defaultRtp);
  const minBet = settings.minBet === null ? null : rupeesToPaise(settings.minBet)!;
  const maxBet = settings.maxBet === null ? null : rupeesToPaise(settings.maxBet)!;
  if ((minBet ?? DEFAULT_MIN_BET_PAISE) > (maxBet ?? DEFAULT_MAX_BET_PAISE))
    throw new GameError('INVALID_REQUEST', 'maxBet: must not be below the minimum bet');
  const changedMeanwhile = () =>
    new GameError('GAME_STATE', 'The settings changed meanwhile: reload them');
  await db.transaction(async (tx) => {
    if (input.version === null) {
      // Never set: the row is made here, and only by one of two first saves.
      const [made] = await queryRows<{ game: string }>(
        tx,
        sql`insert into kg_game_settings (game) values (${game})
            on conflict (game) do nothing returning game`,
      );
      if (!made) throw changedMeanwhile();
    } else {
      const [row] = await queryRows<{ version: string }>(
        tx,
        sql`select updated_at::text as version from kg_game_settings
            where game = ${game} for update`,
      );
      if (row?.version !== input.version) throw changedMeanwhile();
    }
    await tx.execute(
      sql`update kg_game_settings set rtp = ${settings.rtp},
            min_bet_paise = ${minBet?.toString() ?? null},
            max_bet_paise = ${maxBet?.toString() ?? null},
            max_multiplier = ${settings.maxMultiplier},
            updated_at = clock_timestamp()
          where game = ${game}`,
    );
  });
  return { before, after: await settingsView(db, game, defaultRtp) };
}

/**
 * The provider settings API (docs/architecture.md §6): the platform's back office reads and
 * sets a game's RTP and limits here, signed with the provider's secret exactly as this server
 * signs its calls to the platform (x-khel-timestamp, x-khel-signature over `timestamp.body`),
 * refused outside ±5 minutes. Works the same mounted in the platform or on a host of its own.
 */
export async function operatorRoutes(
  app: FastifyInstance,
  options: { db: AnyDb; secret: string; defaultRtp: number },
) {
  app.setErrorHandler(gameErrorHandler);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  const signed = (request: FastifyRequest) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const timestamp = request.headers[PROVIDER_TIMESTAMP_HEADER];
    const signature = request.headers[PROVIDER_SIGNATURE_HEADER];
    if (
      typeof timestamp !== 'string' ||
      typeof signature !== 'string' ||
      !isFresh(timestamp, MAX_SKEW_SECONDS) ||
      !verifySignature(options.secret, timestamp, raw, signature)
    )
      throw new GameError('UNAUTHORIZED', 'Bad or stale signature');
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      throw new GameError('INVALID_REQUEST', 'The body is not valid JSON');
    }
  };
  app.post('/settings', async (request) => {
    const { game } = parse(ZProviderSettingsGet, signed(request));
    assertGame(game);
    return settingsView(options.db, game, options.defaultRtp);
  });
  app.post('/settings/save', async (request) => {
    const body = parse(ZProviderSettingsSave, signed(request));
    return saveSettingsAt(options.db, options.defaultRtp, body);
  });
}
