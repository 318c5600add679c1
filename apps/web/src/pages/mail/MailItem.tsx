import { usePlatformClock } from '../../features/clock/usePlatformClock';
import { formatMailTime } from '../../features/mail/mailTime';
import type { MailMessage } from '../../features/mail/types';
import { Icon } from '../../ui/icons';
import { CheckMark } from './CheckMark';
import styles from './MailItem.module.css';

export interface MailItemProps {
  message: MailMessage;
  selecting: boolean;
  selected: boolean;
  /** In delete mode a tap ticks the message; otherwise it opens it. */
  onTap: (message: MailMessage) => void;
}

export function MailItem({ message, selecting, selected, onTap }: MailItemProps) {
  const clock = usePlatformClock();
  return (
    <li>
      <button
        type="button"
        className={`${styles.item} ${selected ? styles.selected : ''}`}
        aria-pressed={selecting ? selected : undefined}
        onClick={() => onTap(message)}
        data-testid="mail-item"
        data-read={message.read}
      >
        {selecting && <CheckMark checked={selected} />}
        <span className={styles.icon}>
          <Icon name="mail" size={20} />
          {!message.read && <span className={styles.dot} />}
        </span>
        <span className={styles.body}>
          <span className={styles.head}>
            <strong className={styles.title}>{message.title}</strong>
            <time className={styles.time} dateTime={message.sentAt}>
              {formatMailTime(message.sentAt, clock.offset)}
            </time>
          </span>
          <span className={styles.preview}>{message.content}</span>
        </span>
      </button>
    </li>
  );
}
