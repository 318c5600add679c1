import { useTranslation } from '../../i18n/useTranslation';
import { usePlatformClock } from '../../features/clock/usePlatformClock';
import { formatMailTime } from '../../features/mail/mailTime';
import type { MailMessage } from '../../features/mail/types';
import { Button } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import styles from './MailDetailSheet.module.css';

export interface MailDetailSheetProps {
  message: MailMessage | null;
  onClose: () => void;
  onConfirm: (message: MailMessage) => void;
}

/** One message in full; Confirm marks it read. */
export function MailDetailSheet({ message, onClose, onConfirm }: MailDetailSheetProps) {
  const { t } = useTranslation();
  const clock = usePlatformClock();
  return (
    <Sheet open={message !== null} title={message?.title ?? ''} onClose={onClose}>
      {message && (
        <>
          <time className={styles.time} dateTime={message.sentAt}>
            {formatMailTime(message.sentAt, clock.offset)}
          </time>
          <p className={styles.content}>{message.content}</p>
          <Button block onClick={() => onConfirm(message)}>
            {t('action.confirm')}
          </Button>
        </>
      )}
    </Sheet>
  );
}
