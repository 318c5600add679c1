import { useTranslation } from '../../i18n/useTranslation';
import styles from './RollMessages.module.css';

export interface RollMessagesProps {
  messages: string[];
  /** While the announcements load: the bar keeps its place (no layout shift when they come). */
  pending?: boolean;
}

/** Seconds per character, so long and short announcements scroll at the same speed. */
const SECONDS_PER_CHAR = 0.18;

/**
 * The scrolling announcement bar (/home/rollMsg); hidden when there is nothing to announce, an
 * empty bar while they load (what comes below does not move when they arrive: CLS).
 */
export function RollMessages({ messages, pending = false }: RollMessagesProps) {
  const { t } = useTranslation('home');
  if (messages.length === 0)
    return pending ? <div className={styles.bar} aria-hidden="true" /> : null;
  const text = messages.join('   •   ');
  const duration = `${Math.max(8, text.length * SECONDS_PER_CHAR)}s`;
  return (
    <section className={styles.bar} aria-label={t('announcements')}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 10v4h3l6 4V6L7 10zM16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11" />
      </svg>
      <div className={styles.viewport}>
        <p className={styles.track} style={{ animationDuration: duration }}>
          {text}
        </p>
      </div>
    </section>
  );
}
