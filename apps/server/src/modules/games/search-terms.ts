import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/** Lowercase, trimmed, inner spaces collapsed: the form search terms are counted in. */
export const normaliseTerm = (keyword: string) => keyword.trim().toLowerCase().replace(/\s+/g, ' ');

export const POPULAR_SEARCHES = 8;
export const POPULAR_DAYS = 7;
/** Terms read per day for the popular searches: the day's top ones, by an index. */
const TOP_PER_DAY = 50;

/**
 * Counts a search toward the popular searches. Each searcher (a player, or an address when
 * nobody is logged in) counts a term once a day, and only its `keep` most recent distinct terms
 * are kept (game_search_recent, migration 0010): one session cannot fill the table or push a
 * term up by repeating it. Days past the popular window are dropped from both tables.
 */
export async function countSearchTerm(
  db: Db,
  options: { searcher: string; keyword: string; day: string; keep: number },
) {
  const term = normaliseTerm(options.keyword);
  if (term.length < 1 || term.length > 40) return;
  const { searcher, day, keep } = options;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`with seen as (select day from game_search_recent
                        where searcher = ${searcher} and term = ${term}),
               kept as (insert into game_search_recent (searcher, term, day)
                        values (${searcher}, ${term}, ${day})
                        on conflict (searcher, term)
                        do update set searched_at = now(), day = excluded.day)
          insert into game_search_terms (term, day, count)
          select ${term}, ${day}, 1
          where not exists (select 1 from seen where seen.day = ${day}::date)
          on conflict (term, day) do update set count = game_search_terms.count + 1`,
    );
    await tx.execute(
      sql`delete from game_search_recent
          where searcher = ${searcher} and term in (
            select term from game_search_recent where searcher = ${searcher}
            order by searched_at desc, term offset ${keep})`,
    );
    await tx.execute(
      sql`delete from game_search_recent where day <= ${day}::date - ${POPULAR_DAYS}::int`,
    );
    await tx.execute(
      sql`delete from game_search_terms where day <= ${day}::date - ${POPULAR_DAYS}::int`,
    );
  });
}

/**
 * The top terms of the last 7 days that still find a shown game (`findsGame` is a condition on
 * `t.term`). Bounded whatever the table holds: each day gives its top terms by the (day, count)
 * index, and only those are summed and matched against the games.
 */
export async function popularTerms(db: Db, options: { today: string; findsGame: SQL }) {
  const rows = await queryRows<{ term: string }>(
    db,
    sql`select t.term from (
          select d.term, sum(d.count) as total
          from generate_series(0, ${POPULAR_DAYS - 1}) as k(n)
          cross join lateral (
            select term, count from game_search_terms
            where day = ${options.today}::date - k.n
            order by count desc, term limit ${TOP_PER_DAY}) d
          group by d.term) t
        where ${options.findsGame}
        order by t.total desc, t.term
        limit ${POPULAR_SEARCHES}`,
  );
  return rows.map((r) => r.term);
}
