import { useTranslation } from 'react-i18next';
import { KeywordSection } from '../../features/search/KeywordSection';
import { SearchBar } from '../../features/search/SearchBar';
import {
  clearRecentSearches,
  rememberSearch,
  useRecentSearches,
} from '../../features/search/recentSearchStore';
import { searchResultUrl } from '../../features/search/recentSearches';
import { navigateTo } from '../../router/navigation';
import type { PageProps } from '../../router/routes';
import { Icon } from '../../ui/icons';
import { EmptyState } from '../../ui/States';
import styles from './Search.module.css';

// Popular and recommended keywords come from the server with the games issue (SPEC.md §7 does
// not show the search calls); their sections stay hidden while the lists are empty.
const POPULAR: string[] = [];
const RECOMMENDED: string[] = [];

export default function SearchPage(_props: PageProps) {
  const { t } = useTranslation('search');
  const recent = useRecentSearches((s) => s.keywords);

  const handleSearch = (keyword: string) => {
    rememberSearch(keyword);
    navigateTo(searchResultUrl(keyword));
  };

  const nothingToSuggest = POPULAR.length + RECOMMENDED.length + recent.length === 0;
  return (
    <div className={styles.page}>
      <SearchBar autoFocus onSearch={handleSearch} />
      <KeywordSection
        title={t('popular')}
        icon="fire"
        tone="hot"
        keywords={POPULAR}
        onPick={handleSearch}
      />
      <KeywordSection
        title={t('recommended')}
        icon="star"
        keywords={RECOMMENDED}
        onPick={handleSearch}
      />
      <KeywordSection
        title={t('recent')}
        icon="clock"
        keywords={recent}
        onPick={handleSearch}
        action={
          <button
            type="button"
            className={styles.clear}
            onClick={clearRecentSearches}
            aria-label={t('clearRecent')}
          >
            <Icon name="trash" size={18} />
          </button>
        }
      />
      {nothingToSuggest && <EmptyState icon="search" message={t('hint')} />}
    </div>
  );
}
