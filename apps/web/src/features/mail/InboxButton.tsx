import { useTranslation } from '../../i18n/useTranslation';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { Icon } from '../../ui/icons';
import { useUnreadMail } from './unread';
import styles from './InboxButton.module.css';

/** The envelope that opens Mail, with the unread count the server sent (none when all is read). */
export function InboxButton({ className, label }: { className?: string; label: string }) {
  const { t } = useTranslation('mail');
  const unread = useUnreadMail();
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <button
      type="button"
      className={`${className ?? ''} ${styles.button}`}
      onClick={() => navigateTo(PATHS.mail)}
      aria-label={unread > 0 ? `${label}, ${t('unread', { count: unread })}` : label}
      data-testid="inbox-button"
    >
      <Icon name="mail" size={22} />
      {unread > 0 && (
        <span className={styles.badge} data-testid="inbox-unread" aria-hidden="true">
          {shown}
        </span>
      )}
    </button>
  );
}
