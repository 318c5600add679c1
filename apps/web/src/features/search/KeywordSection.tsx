import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../ui/icons';
import styles from './KeywordSection.module.css';

export interface KeywordSectionProps {
  title: string;
  icon: IconName;
  keywords: string[];
  onPick: (keyword: string) => void;
  /** Shown at the right of the title, e.g. a clear button. */
  action?: ReactNode;
  /** Popular searches stand out in gold. */
  tone?: 'plain' | 'hot';
}

/** A titled set of keyword chips; hidden when there are none. */
export function KeywordSection({
  title,
  icon,
  keywords,
  onPick,
  action,
  tone = 'plain',
}: KeywordSectionProps) {
  if (keywords.length === 0) return null;
  return (
    <section className={styles.section}>
      <header className={styles.header}>
        <h2 className={styles.title}>
          <Icon name={icon} size={16} />
          {title}
        </h2>
        {action}
      </header>
      <ul className={styles.chips}>
        {keywords.map((keyword) => (
          <li key={keyword}>
            <button
              type="button"
              className={`${styles.chip} ${styles[tone]}`}
              onClick={() => onPick(keyword)}
            >
              {keyword}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
