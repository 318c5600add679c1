import { beforeEach, describe, expect, it } from 'vitest';
import { clearRecentSearches, rememberSearch, useRecentSearches } from './recentSearchStore';
import {
  MAX_RECENT_SEARCHES,
  RECENT_SEARCHES_KEY,
  addRecentSearch,
  parseRecentSearches,
  searchResultLink,
} from './recentSearches';

describe('addRecentSearch', () => {
  it('puts the newest keyword first', () => {
    expect(addRecentSearch(['teen patti'], 'aviator')).toEqual(['aviator', 'teen patti']);
  });

  it('moves a repeated keyword to the front instead of listing it twice', () => {
    expect(addRecentSearch(['rummy', 'Aviator', 'mines'], 'aviator')).toEqual([
      'aviator',
      'rummy',
      'mines',
    ]);
  });

  it('keeps at most ten keywords, dropping the oldest', () => {
    const full = Array.from({ length: MAX_RECENT_SEARCHES }, (_, i) => `game ${i}`);
    const next = addRecentSearch(full, 'new');
    expect(next).toHaveLength(MAX_RECENT_SEARCHES);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`game ${MAX_RECENT_SEARCHES - 1}`);
  });

  it('ignores a blank keyword and trims the others', () => {
    expect(addRecentSearch(['mines'], '   ')).toEqual(['mines']);
    expect(addRecentSearch([], '  crash  ')).toEqual(['crash']);
  });
});

describe('parseRecentSearches', () => {
  it('reads a stored list and survives anything else', () => {
    expect(parseRecentSearches('["a","b"]')).toEqual(['a', 'b']);
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["a", 3, "", "A", "b"]')).toEqual(['a', 'b']);
  });
});

describe('searchResultLink', () => {
  it('opens the result page with the trimmed keyword as its query', () => {
    expect(searchResultLink(' teen patti & more ')).toEqual([
      '/pages/search/SearchResult',
      { keyword: 'teen patti & more' },
    ]);
  });
});

describe('recent search store', () => {
  beforeEach(() => clearRecentSearches());

  it('saves each search to localStorage under recentSearches, newest first', () => {
    rememberSearch('mines');
    rememberSearch('aviator');
    expect(useRecentSearches.getState().keywords).toEqual(['aviator', 'mines']);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual([
      'aviator',
      'mines',
    ]);
  });

  it('clears the list and its storage', () => {
    rememberSearch('mines');
    clearRecentSearches();
    expect(useRecentSearches.getState().keywords).toEqual([]);
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });
});
