import type {
  adminGames,
  TAdminGame,
  TGameSettingsInput,
  ZGameUpdate,
} from '@khel/contract/admin-settings';
import type { z } from 'zod';
import { GAME_TAGS, type GameTag } from '@khel/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderOf, pageRows } from '../../db/paging';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import type { AdminContext } from '../operators';
import {
  readProviderSettings,
  saveProviderSettings,
  type ProviderSettingsTarget,
} from './provider-settings';

export interface GameAdminDeps {
  /** http://127.0.0.1:<port> of this process: where a provider's settings path points. */
  localOrigin: () => string;
}

interface GameRow {
  id: number;
  provider: string;
  game_code: string;
  name: string;
  image_url: string;
  category: string;
  tags: string[] | string | null;
  sort_order: number;
  enabled: boolean;
  settings_url: string | null;
  secret: string;
}

const tagsOf = (tags: GameRow['tags']): GameTag[] => {
  const list = Array.isArray(tags) ? tags : (tags ?? '').replace(/^\{|\}$/g, '').split(',');
  return list.filter((t): t is GameTag => (GAME_TAGS as readonly string[]).includes(t));
};

const presentGame = (row: GameRow): TAdminGame => ({
  id: String(row.id),
  provider: row.provider,
  gameCode: row.game_code,
  name: row.name,
  imageUrl: row.image_url,
  category: row.category,
  tags: tagsOf(row.tags),
  sortOrder: row.sort_order,
  enabled: row.enabled,
  hasSettings: row.settings_url !== null,
});

/** The games with their provider's settings URL and secret (kept server-side). */
const GAMES = sql`select g.id, g.provider_code as provider, g.game_code, g.name, g.image_url,
    g.category_code as category, g.tags, g.sort_order, g.enabled,
    nullif(p.config ->> 'settingsUrl', '') as settings_url, p.secret
  from games g join game_providers p on p.code = g.provider_code`;

async function gameRow(db: Db, id: string, lock = false) {
  const [row] = await queryRows<GameRow>(
    db,
    sql`${GAMES} where g.id = ${id} ${lock ? sql`for update of g` : sql``}`,
  );
  if (!row) throw new AppError('notFound', 'No such game');
  return row;
}

async function settingsTarget(db: Db, id: string) {
  const row = await gameRow(db, id);
  if (!row.settings_url)
    throw new AppError('badRequest', `Provider ${row.provider} takes no settings from here`);
  const target: ProviderSettingsTarget = { settingsUrl: row.settings_url, secret: row.secret };
  return { row, target };
}

interface CategoryRow {
  code: string;
  sort_order: number;
  enabled: boolean;
  games: string;
}

const CATEGORIES = sql`select c.code, c.sort_order, c.enabled,
    (select count(*) from games g where g.category_code = c.code)::text as games
  from game_categories c`;

const presentCategory = (row: CategoryRow) => ({
  code: row.code,
  sortOrder: row.sort_order,
  enabled: row.enabled,
  games: Number(row.games),
});

const like = (term: string) => `%${term.replace(/[%_\\]/g, '\\$&')}%`;

/** One page of the catalogue with the admin table's filters and sort. */
export async function listGames(db: Db, input: z.output<typeof adminGames.request>) {
  const conditions = [sql`true`];
  if (input.search)
    conditions.push(
      sql`(t.name ilike ${like(input.search)} or t.game_code ilike ${like(input.search)})`,
    );
  if (input.category) conditions.push(sql`t.category = ${input.category}`);
  if (input.provider) conditions.push(sql`t.provider = ${input.provider}`);
  if (input.enabled !== undefined) conditions.push(sql`t.enabled = ${input.enabled}`);
  const order = orderOf(
    { sortOrder: 'sort_order', name: 'name', category: 'category', provider: 'provider' },
    input.sortBy,
    input.sortDesc,
    'sortOrder',
  );
  const { rows, total } = await pageRows<GameRow>(
    db,
    sql`select * from (${GAMES}) t where ${sql.join(conditions, sql` and `)}`,
    order,
    input,
  );
  return { list: rows.map(presentGame), total };
}

export const readGame = async (db: Db, id: string) => presentGame(await gameRow(db, id));

/** Name, category, hot/new, order, enabled: what is given changes; audited. */
export const updateGame = (
  context: AdminContext,
  id: string,
  change: Partial<z.output<typeof ZGameUpdate>>,
) =>
  context.transaction(async (tx, audit) => {
    const before = presentGame(await gameRow(tx, id, true));
    if (change.category !== undefined) {
      const [category] = await queryRows<{ code: string }>(
        tx,
        sql`select code from game_categories where code = ${change.category}`,
      );
      if (!category) throw new AppError('badRequest', `No category ${change.category}`);
    }
    const tags = change.tags ? [...new Set(change.tags)] : undefined;
    await tx.execute(
      sql`update games set
            name = coalesce(${change.name ?? null}, name),
            category_code = coalesce(${change.category ?? null}, category_code),
            tags = coalesce(${tags ? sql`${`{${tags.join(',')}}`}::text[]` : null}, tags),
            sort_order = coalesce(${change.sortOrder ?? null}, sort_order),
            enabled = coalesce(${change.enabled ?? null}, enabled)
          where id = ${id}`,
    );
    const after = presentGame(await gameRow(tx, id));
    audit({ action: 'game.update', targetType: 'game', targetId: id, before, after });
    return after;
  });

export async function listCategories(db: Db) {
  const rows = await queryRows<CategoryRow>(db, sql`${CATEGORIES} order by c.sort_order, c.code`);
  return { list: rows.map(presentCategory) };
}

export const updateCategory = (
  context: AdminContext,
  code: string,
  change: { sortOrder?: number; enabled?: boolean },
) =>
  context.transaction(async (tx, audit) => {
    const [row] = await queryRows<CategoryRow>(
      tx,
      sql`${CATEGORIES} where c.code = ${code} for update of c`,
    );
    if (!row) throw new AppError('notFound', 'No such category');
    await tx.execute(
      sql`update game_categories set
            sort_order = coalesce(${change.sortOrder ?? null}, sort_order),
            enabled = coalesce(${change.enabled ?? null}, enabled)
          where code = ${code}`,
    );
    const [updated] = await queryRows<CategoryRow>(tx, sql`${CATEGORIES} where c.code = ${code}`);
    const before = presentCategory(row);
    const after = presentCategory(updated!);
    audit({
      action: 'category.update',
      targetType: 'game_category',
      targetId: code,
      before,
      after,
    });
    return after;
  });

/** A game's RTP and limits as its provider answers them. */
export async function readGameSettings(db: Db, deps: GameAdminDeps, id: string) {
  const { row, target } = await settingsTarget(db, id);
  return readProviderSettings(target, deps.localOrigin, row.game_code);
}

/**
 * The provider keeps the settings, so they are saved there first (refused if changed since the
 * version the operator saw), then audited here. Should the audit fail, the provider is set back
 * to what it had: no change stands without its audit row.
 */
export async function saveGameSettings(
  context: AdminContext,
  deps: GameAdminDeps,
  input: { id: string; version: string | null; settings: TGameSettingsInput },
) {
  const { row, target } = await settingsTarget(context.db, input.id);
  const saved = await saveProviderSettings(target, deps.localOrigin, {
    game: row.game_code,
    version: input.version,
    settings: input.settings,
  });
  try {
    await context.transaction(async (_tx, audit) =>
      audit({
        action: 'game.settings',
        targetType: 'game',
        targetId: input.id,
        before: { game: row.game_code, ...saved.before.set },
        after: { game: row.game_code, ...saved.after.set },
      }),
    );
  } catch (error) {
    await saveProviderSettings(target, deps.localOrigin, {
      game: row.game_code,
      version: saved.after.version,
      settings: saved.before.set,
    }).catch(() => undefined);
    throw error;
  }
  return saved.after;
}
