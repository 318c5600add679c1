import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid } from '../../features/games/GameGrid';
import type { GameSummary } from '../../features/games/types';
import { SearchBar } from '../../features/search/SearchBar';
import { rememberSearch } from '../../features/search/recentSearchStore';
import { searchResultUrl } from '../../features/search/recentSearches';
import { redirectTo } from '../../router/navigation';
import type { PageProps } from '../../router/routes';
import { Tabs } from '../../ui/Tabs';
import { EmptyState } from '../../ui/States';
import styles from './SearchResult.module.css';

type ResultTab = 'all' | 'hot' | 'latest';

// Game search arrives with the games issue (SPEC.md §7 does not show the call); until then
// every search honestly finds nothing.
const NO_RESULTS: Record<ResultTab, GameSummary[]> = { all: [], hot: [], latest: [] };

export default function SearchResultPage({ query }: PageProps) {
  const { t } = useTranslation(['search', 'common']);
  const keyword = (query.keyword ?? '').trim();
  const [tab, setTab] = useState<ResultTab>('all');
  const results = NO_RESULTS[tab];

  // A new search replaces this page, so Back still leads to the search page.
  const handleSearch = (next: string) => {
    rememberSearch(next);
    redirectTo(searchResultUrl(next));
  };

  const tabs = [
    { key: 'all' as const, label: t('common:filter.all') },
    { key: 'hot' as const, label: t('tabs.hot') },
    { key: 'latest' as const, label: t('tabs.latest') },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <SearchBar initialValue={keyword} onSearch={handleSearch} />
        <Tabs items={tabs} value={tab} onChange={setTab} label={t('tabs.label')} />
      </div>
      {!keyword ? (
        <EmptyState icon="search" message={t('hint')} />
      ) : tab === 'all' && results.length === 0 ? (
        <EmptyState icon="search" message={t('noResults', { keyword })} />
      ) : (
        <div className={styles.results}>
          <GameGrid games={results} />
        </div>
      )}
    </div>
  );
}
