import { useTranslation } from '../../i18n/useTranslation';
import { copyWithToast } from '../../lib/clipboard';
import type { PlayerProfile } from '../../features/account/profile';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import styles from './Account.module.css';
import { Avatar } from './Avatar';
import { InboxButton } from '../../features/mail';

export interface ProfileHeaderProps {
  profile: PlayerProfile;
  loggedIn: boolean;
}

/** Avatar, name, ID and VIP level; Log in and Register instead when logged out. */
export function ProfileHeader({ profile, loggedIn }: ProfileHeaderProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const name = profile.nickname ?? tc('auth.guest');

  return (
    <header className={`${styles.header} ${loggedIn ? '' : styles.guest}`}>
      <div className={styles.identity}>
        <Avatar name={loggedIn ? name : null} src={loggedIn ? profile.avatar : null} />
        <div className={styles.who}>
          <h1 className={styles.name} data-testid="player-name">
            {loggedIn ? name : tc('auth.guest')}
          </h1>
          {loggedIn ? (
            <div className={styles.meta}>
              {profile.id && (
                <button
                  type="button"
                  className={styles.id}
                  onClick={() => void copyWithToast(profile.id!)}
                  data-testid="player-id"
                >
                  {t('header.id', { id: profile.id })}
                  <Icon name="copy" size={13} />
                  {/* The name is the text it shows, then what a tap does (WCAG 2.5.3). */}
                  <span className="visually-hidden">{t('header.copyId')}</span>
                </button>
              )}
              <span className={styles.vip} data-testid="vip-badge">
                <Icon name="crown" size={12} strokeWidth={2.2} />
                {t('header.vip', { level: profile.vipLevel })}
              </span>
              {profile.isGuest && (
                <span className={styles.guestTag}>{t('header.guestAccount')}</span>
              )}
            </div>
          ) : (
            <p className={styles.hint}>{t('header.guestHint')}</p>
          )}
        </div>
        {loggedIn && <InboxButton className={styles.inbox} label={t('header.inbox')} />}
      </div>
      {!loggedIn && (
        <div className={styles.authButtons}>
          <Button block onClick={() => navigateTo(PATHS.login)}>
            {tc('action.login')}
          </Button>
          <Button block variant="accent" onClick={() => navigateTo(PATHS.register)}>
            {tc('action.register')}
          </Button>
        </div>
      )}
    </header>
  );
}
