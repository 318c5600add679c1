import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { logout } from '../../features/session/logout';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { Sheet } from '../../ui/Sheet';
import styles from './Account.module.css';

/** Log out, after a confirmation: ends the session (server, then app) and starts over. */
export function LogoutButton() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const [confirming, setConfirming] = useState(false);

  const handleLogout = () => {
    setConfirming(false);
    void logout();
  };

  return (
    <div className={styles.logout}>
      <Button block variant="ghost" onClick={() => setConfirming(true)} data-testid="logout">
        <Icon name="withdraw" size={18} className={styles.logoutIcon} />
        {tc('action.logout')}
      </Button>
      <Sheet
        open={confirming}
        title={t('logout.title')}
        placement="center"
        onClose={() => setConfirming(false)}
      >
        <p className={styles.confirmText}>{t('logout.message')}</p>
        <div className={styles.confirmActions}>
          <Button block variant="ghost" onClick={() => setConfirming(false)}>
            {tc('action.cancel')}
          </Button>
          <Button block variant="danger" onClick={handleLogout} data-testid="logout-confirm">
            {tc('action.logout')}
          </Button>
        </div>
      </Sheet>
    </div>
  );
}
