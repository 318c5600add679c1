import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { SEARCH_PAGE_SIZE, useGameSearch } from '../../features/games/api';
import { GameGrid } from '../../features/games/GameGrid';
import { GAME_SEARCH_MAX_LENGTH } from '@khel/contract/constants';
import { openGame } from '../../features/games/launch';
import type { GameSearchTab } from '../../features/games/types';
import { LoadMore } from '../../features/records/LoadMore';
import { SearchBar } from '../../features/search/SearchBar';
import { rememberSearch } from '../../features/search/recentSearchStore';
import { searchResultLink } from '../../features/search/recentSearches';
import { redirectTo } from '../../router/navigation';
import type { PageProps } from '../../router/routes';
import { Tabs } from '../../ui/Tabs';
import { EmptyState } from '../../ui/States';
import styles from './SearchResult.module.css';

/** Games matching the keyword (/game/search) in tabs All, Hot and Latest, paged as it scrolls. */
export default function SearchResultPage({ query }: PageProps) {
  const { t } = useTranslation(['search', 'common']);
  const keyword = (query.keyword ?? '').trim().slice(0, GAME_SEARCH_MAX_LENGTH);
  const [tab, setTab] = useState<GameSearchTab>('all');
  const results = useGameSearch(keyword, tab);

  // A new search replaces this page, so Back still leads to the search page.
  const handleSearch = (next: string) => {
    rememberSearch(next);
    redirectTo(...searchResultLink(next));
  };

  const tabs = [
    { key: 'all' as const, label: t('common:filter.all') },
    { key: 'hot' as const, label: t('tabs.hot') },
    { key: 'latest' as const, label: t('tabs.latest') },
  ];
  const games = results.data;
  const empty = results.isSuccess && games?.length === 0;

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        {/* Keyed so the box shows the new keyword after a search from this page. */}
        <SearchBar key={keyword} initialValue={keyword} onSearch={handleSearch} />
        <Tabs items={tabs} value={tab} onChange={setTab} label={t('tabs.label')} />
      </div>
      {!keyword ? (
        <EmptyState icon="search" message={t('hint')} />
      ) : empty ? (
        // docs/product.md §2: 'no search results for' the keyword on All; 'No Records!' on Hot and Latest.
        <div data-testid="search-empty">
          <EmptyState
            icon="search"
            message={tab === 'all' ? t('noResults', { keyword }) : undefined}
          />
        </div>
      ) : (
        <div className={styles.results} data-testid="search-results">
          <GameGrid
            games={games}
            isPending={results.isPending}
            error={games ? null : results.error}
            failedMessage={t('loadFailed')}
            onRetry={() => void results.refetch()}
            onOpen={(game) => void openGame(game)}
          />
          {/* The end marker only once the player has paged: one short page needs none. */}
          {games && (results.hasNextPage || games.length > SEARCH_PAGE_SIZE) && (
            <LoadMore
              hasMore={results.hasNextPage}
              loading={results.isFetchingNextPage}
              failed={results.isFetchNextPageError}
              onLoadMore={() => void results.fetchNextPage()}
            />
          )}
        </div>
      )}
    </div>
  );
}
