import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import styles from './SearchBar.module.css';

export interface SearchBarProps {
  initialValue?: string;
  autoFocus?: boolean;
  onSearch: (keyword: string) => void;
}

/** The keyword input with its search button; a blank keyword is refused with a toast. */
export function SearchBar({ initialValue = '', autoFocus, onSearch }: SearchBarProps) {
  const { t } = useTranslation(['search', 'common']);
  const [value, setValue] = useState(initialValue);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = value.trim();
    if (!keyword) {
      showToast(t('keywordRequired'));
      return;
    }
    onSearch(keyword);
  };

  return (
    <form className={styles.bar} role="search" onSubmit={handleSubmit}>
      <label className={styles.box}>
        <Icon name="search" size={18} className={styles.icon} />
        <input
          className={styles.input}
          type="search"
          enterKeyHint="search"
          maxLength={50}
          value={value}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
          autoFocus={autoFocus}
          onChange={(e) => setValue(e.target.value)}
        />
        {value && (
          <button
            type="button"
            className={styles.clear}
            onClick={() => setValue('')}
            aria-label={t('clearInput')}
          >
            <Icon name="close" size={14} strokeWidth={2.4} />
          </button>
        )}
      </label>
      <Button type="submit" size="sm" className={styles.submit}>
        {t('common:action.search')}
      </Button>
    </form>
  );
}
