import type { MailMessage } from '../../features/mail/types';
import type { Selection } from '../../features/mail/selection';
import { EmptyState, Skeleton } from '../../ui/States';
import { MailItem } from './MailItem';
import styles from './MailList.module.css';

export interface MailListProps {
  messages: MailMessage[];
  isPending?: boolean;
  selecting: boolean;
  selection: Selection;
  onTap: (message: MailMessage) => void;
}

const SKELETON_ROWS = 5;

/** The inbox with its loading and empty states (Mail.tsx shows the failed load). */
export function MailList({ messages, isPending, selecting, selection, onTap }: MailListProps) {
  if (isPending) {
    return (
      <div className={styles.card} aria-busy="true">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <div key={i} className={styles.skeletonRow}>
            <Skeleton width="2.5rem" height="2.5rem" radius="50%" />
            <div className={styles.skeletonText}>
              <Skeleton width="60%" />
              <Skeleton width="85%" height="0.75rem" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (messages.length === 0) return <EmptyState icon="mail" />;
  return (
    <ul className={styles.card}>
      {messages.map((message) => (
        <MailItem
          key={message.id}
          message={message}
          selecting={selecting}
          selected={selection.has(message.id)}
          onTap={onTap}
        />
      ))}
    </ul>
  );
}
