import { create } from 'zustand';
import { addRecentSearch, loadRecentSearches, saveRecentSearches } from './recentSearches';

interface RecentSearchState {
  keywords: string[];
}

/** Shared by Search and SearchResult, so a search made on one shows on the other. */
export const useRecentSearches = create<RecentSearchState>(() => ({
  keywords: loadRecentSearches(),
}));

export function rememberSearch(keyword: string) {
  const keywords = addRecentSearch(useRecentSearches.getState().keywords, keyword);
  saveRecentSearches(keywords);
  useRecentSearches.setState({ keywords });
}

export function clearRecentSearches() {
  saveRecentSearches([]);
  useRecentSearches.setState({ keywords: [] });
}
