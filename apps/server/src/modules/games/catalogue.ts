import {
  GAME_TAGS,
  type GameTag,
  type TGameLobbyResponse,
  type TGameSearchHomeResponse,
  type TGameSearchResponse,
  type TGameSummary,
} from '@khel/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { gameProviders } from '../../db/schema';
import { adapterFor, type ProviderRow } from './adapters';
import { normaliseTerm, popularTerms } from './search-terms';

export const RECOMMENDED_GAMES = 8;

/** Enabled providers whose adapter is configured: the only ones whose games are shown. */
export async function shownProviders(db: Db): Promise<ProviderRow[]> {
  const rows = await db.select().from(gameProviders);
  return rows.filter((p) => p.enabled && adapterFor(p) !== null);
}

export interface GameRowWithProvider {
  id: number;
  provider_code: string;
  game_code: string;
  name: string;
  image_url: string;
  category_code: string;
  tags: string[] | string | null;
  provider_name: string;
}

const SUMMARY_COLUMNS = sql`g.id, g.provider_code, g.game_code, g.name, g.image_url, g.category_code,
  g.tags, p.name as provider_name`;

/** Postgres text[] as the drivers give it: an array, or its '{a,b}' text form. */
function readTags(tags: GameRowWithProvider['tags']): GameTag[] {
  const list = Array.isArray(tags)
    ? tags
    : typeof tags === 'string'
      ? tags.replace(/^\{|\}$/g, '').split(',')
      : [];
  return list.filter((t): t is GameTag => (GAME_TAGS as readonly string[]).includes(t));
}

export function toSummary(row: GameRowWithProvider): TGameSummary {
  return {
    id: Number(row.id),
    code: row.game_code,
    name: row.name,
    imageUrl: row.image_url,
    provider: row.provider_code,
    providerName: row.provider_name,
    category: row.category_code,
    tags: readTags(row.tags),
  };
}

/** `g.provider_code in (…shown providers)`; false when none is shown. */
export function shownProviderFilter(providers: ProviderRow[]): SQL {
  if (providers.length === 0) return sql`false`;
  return sql`g.provider_code in (${sql.join(
    providers.map((p) => sql`${p.code}`),
    sql`, `,
  )})`;
}

/** The joins and conditions of a game the app may show (alias g, provider p, category c). */
function shownFrom(providers: ProviderRow[]): SQL {
  return sql`from games g
    join game_providers p on p.code = g.provider_code
    join game_categories c on c.code = g.category_code
    where g.enabled and p.enabled and c.enabled and ${shownProviderFilter(providers)}`;
}

/** Escapes LIKE wildcards so a keyword matches literally (escape character '\'). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every shown game, by category order then the games' own order, and the categories holding them. */
export async function gameLobby(db: Db): Promise<TGameLobbyResponse> {
  const providers = await shownProviders(db);
  const rows = await queryRows<GameRowWithProvider>(
    db,
    sql`select ${SUMMARY_COLUMNS} ${shownFrom(providers)}
        order by c.sort_order, c.code, g.sort_order, p.sort_order, g.id`,
  );
  const games = rows.map(toSummary);
  const categories: { code: string }[] = [];
  for (const game of games) {
    if (!categories.some((c) => c.code === game.category)) categories.push({ code: game.category });
  }
  return { categories, games };
}

export interface SearchQuery {
  keyword: string;
  tab: 'all' | 'hot' | 'latest';
  page: number;
  pageSize: number;
}

/** Shown games whose name or code holds the keyword (any case), a page of them and the count. */
export async function searchGames(db: Db, query: SearchQuery): Promise<TGameSearchResponse> {
  const providers = await shownProviders(db);
  const term = normaliseTerm(query.keyword);
  const pattern = `%${escapeLike(term)}%`;
  const match = term
    ? sql`and (g.name ilike ${pattern} escape '\\' or g.game_code ilike ${pattern} escape '\\')`
    : sql``;
  const tab = query.tab === 'hot' ? sql`and 'hot' = any(g.tags)` : sql``;
  const prefix = `${escapeLike(term)}%`;
  const order =
    query.tab === 'latest'
      ? sql`order by ('new' = any(g.tags)) desc, g.created_at desc, g.id desc`
      : sql`order by (g.name ilike ${prefix} escape '\\') desc, g.sort_order, p.sort_order, g.id`;
  const [counted] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*)::int as total ${shownFrom(providers)} ${match} ${tab}`,
  );
  const rows = await queryRows<GameRowWithProvider>(
    db,
    sql`select ${SUMMARY_COLUMNS} ${shownFrom(providers)} ${match} ${tab} ${order}
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return {
    list: rows.map(toSummary),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Popular searches (top terms of the last 7 days that still find a game) and hot games. */
export async function searchHome(db: Db, today: string): Promise<TGameSearchHomeResponse> {
  const providers = await shownProviders(db);
  const likeTerm = sql`'%' || replace(replace(replace(t.term, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
  const popular = await popularTerms(db, {
    today,
    findsGame: sql`exists (select 1 ${shownFrom(providers)}
      and (g.name ilike ${likeTerm} escape '\\' or g.game_code ilike ${likeTerm} escape '\\'))`,
  });
  const hot = await queryRows<GameRowWithProvider>(
    db,
    sql`select ${SUMMARY_COLUMNS} ${shownFrom(providers)} and 'hot' = any(g.tags)
        order by g.sort_order, p.sort_order, g.id
        limit ${RECOMMENDED_GAMES}`,
  );
  return { popular, recommended: hot.map(toSummary) };
}
