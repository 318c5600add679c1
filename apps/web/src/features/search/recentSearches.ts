import type { PageLink } from '../../router/navigation';
import { PATHS } from '../../router/paths';

/**
 * The player's recent searches (docs/product.md §2 Search): kept in localStorage under `recentSearches`,
 * newest first, at most ten, one entry per keyword whatever its letter case.
 */
export const RECENT_SEARCHES_KEY = 'recentSearches';
export const MAX_RECENT_SEARCHES = 10;

const sameKeyword = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Puts the keyword first and drops its older copy; the oldest fall off past the maximum. */
export function addRecentSearch(list: readonly string[], keyword: string): string[] {
  const clean = keyword.trim();
  if (!clean) return [...list];
  return [clean, ...list.filter((k) => !sameKeyword(k, clean))].slice(0, MAX_RECENT_SEARCHES);
}

/** Reads what storage holds, ignoring anything that is not a list of keywords. */
export function parseRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter((k): k is string => typeof k === 'string')
    .reduceRight<string[]>((list, k) => addRecentSearch(list, k), []);
}

// Private browsing or a full disk makes localStorage throw: searches then last for the visit.
export function loadRecentSearches(): string[] {
  try {
    return parseRecentSearches(localStorage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return [];
  }
}

export function saveRecentSearches(list: readonly string[]) {
  try {
    if (list.length === 0) localStorage.removeItem(RECENT_SEARCHES_KEY);
    else localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    /* storage unavailable */
  }
}

/** The search result page for a keyword. */
export const searchResultLink = (keyword: string): PageLink => [
  PATHS.searchResult,
  { keyword: keyword.trim() },
];
