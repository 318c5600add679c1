import { useTranslation } from '../../i18n/useTranslation';
import { copyWithToast } from '../../lib/clipboard';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { Sheet } from '../../ui/Sheet';
import styles from './GuestCredentialsSheet.module.css';

export interface GuestCredentials {
  id: string;
  password: string;
}

export interface GuestCredentialsSheetProps {
  credentials: GuestCredentials | null;
  onSaved: () => void;
}

/**
 * One-click login made an account whose generated password the server returns this once: show
 * it with the ID so the player can keep both (they log in again with ID + password).
 */
export function GuestCredentialsSheet({ credentials, onSaved }: GuestCredentialsSheetProps) {
  const { t } = useTranslation('login');
  if (!credentials) return null;
  const handleCopy = () =>
    void copyWithToast(t('guest.copyText', { id: credentials.id, password: credentials.password }));

  return (
    <Sheet open title={t('guest.title')} placement="center" onClose={onSaved}>
      <div data-testid="guest-credentials">
        <p className={styles.intro}>{t('guest.intro')}</p>
        <dl className={styles.list}>
          <div className={styles.row}>
            <dt>{t('guest.id')}</dt>
            <dd data-testid="guest-id">{credentials.id}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('guest.password')}</dt>
            <dd data-testid="guest-password">{credentials.password}</dd>
          </div>
        </dl>
        <p className={styles.warning}>
          <Icon name="info" size={16} />
          {t('guest.warning')}
        </p>
        <div className={styles.actions}>
          <Button block variant="ghost" onClick={handleCopy} data-testid="guest-copy">
            <Icon name="copy" size={16} />
            {t('guest.copy')}
          </Button>
          <Button block onClick={onSaved} data-testid="guest-saved">
            {t('guest.saved')}
          </Button>
        </div>
      </div>
    </Sheet>
  );
}
