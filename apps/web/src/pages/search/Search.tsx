import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useSearchHome } from '../../features/games/api';
import { ConfirmDialog } from '../../features/games/ConfirmDialog';
import { GameRow } from '../../features/games/GameGrid';
import { openGame } from '../../features/games/launch';
import { KeywordSection } from '../../features/search/KeywordSection';
import { SearchBar } from '../../features/search/SearchBar';
import {
  clearRecentSearches,
  rememberSearch,
  useRecentSearches,
} from '../../features/search/recentSearchStore';
import { searchResultLink } from '../../features/search/recentSearches';
import { navigateTo } from '../../router/navigation';
import type { PageProps } from '../../router/routes';
import { Icon } from '../../ui/icons';
import { EmptyState, ErrorState, Skeleton } from '../../ui/States';
import styles from './Search.module.css';

/**
 * Search before typing: the player's recent searches (kept on the device), popular searches
 * and recommended games (/game/searchHome).
 */
export default function SearchPage(_props: PageProps) {
  const { t } = useTranslation('search');
  const recent = useRecentSearches((s) => s.keywords);
  const home = useSearchHome();
  const [confirmClear, setConfirmClear] = useState(false);

  const handleSearch = (keyword: string) => {
    rememberSearch(keyword);
    navigateTo(...searchResultLink(keyword));
  };

  const popular = home.data?.popular ?? [];
  const recommended = home.data?.recommended ?? [];
  const nothingToSuggest =
    home.isSuccess && popular.length + recommended.length + recent.length === 0;

  return (
    <div className={styles.page}>
      <SearchBar autoFocus onSearch={handleSearch} />
      <KeywordSection
        title={t('recent')}
        icon="clock"
        keywords={recent}
        onPick={handleSearch}
        action={
          <button
            type="button"
            className={styles.clear}
            onClick={() => setConfirmClear(true)}
            aria-label={t('clearRecent')}
          >
            <Icon name="trash" size={18} />
          </button>
        }
      />
      {home.isPending && (
        <div className={styles.skeleton} aria-busy="true">
          <Skeleton width="40%" />
          <div className={styles.skeletonChips}>
            {[5, 4, 6, 3].map((w, i) => (
              <Skeleton key={i} width={`${w}rem`} height="1.9rem" radius="999px" />
            ))}
          </div>
        </div>
      )}
      {home.isError && (
        <ErrorState
          message={t('suggestionsFailed')}
          error={home.error}
          onRetry={() => void home.refetch()}
        />
      )}
      <KeywordSection
        title={t('popular')}
        icon="fire"
        tone="hot"
        keywords={popular}
        onPick={handleSearch}
      />
      {recommended.length > 0 && (
        <section className={styles.recommended} data-testid="recommended-games">
          <h2 className={styles.title}>
            <Icon name="star" size={16} />
            {t('recommended')}
          </h2>
          <GameRow games={recommended} onOpen={(game) => void openGame(game)} />
        </section>
      )}
      {nothingToSuggest && <EmptyState icon="search" message={t('hint')} />}
      <ConfirmDialog
        open={confirmClear}
        title={t('clearRecent')}
        message={t('clearRecentConfirm')}
        confirmLabel={t('clearRecentAction')}
        onConfirm={clearRecentSearches}
        onClose={() => setConfirmClear(false)}
      />
    </div>
  );
}
