import { useTranslation } from '../../i18n/useTranslation';
import { GoogleSignIn } from '../../features/auth/GoogleSignIn';
import type { LoginForm } from '../../features/auth/useLoginForm';
import { Icon } from '../../ui/icons';
import styles from './LoginV2.module.css';

export interface LoginAlternativesProps {
  form: LoginForm;
}

/** Round one-click (guest) and Google buttons at the foot of LoginV2, as the channels allow. */
export function LoginAlternatives({ form }: LoginAlternativesProps) {
  const { t } = useTranslation('login');
  const { channels } = form;
  const googleClientId = channels.google ? channels.googleClientId : null;
  if (!channels.guest && !googleClientId) return null;
  return (
    <section className={styles.others}>
      <h3 className={styles.othersTitle}>{t('v2.otherWays')}</h3>
      <div className={styles.othersRow}>
        {channels.guest && (
          <div className={styles.other}>
            <button
              type="button"
              className={styles.guestRound}
              onClick={() => void form.handleGuest()}
              aria-label={t('oneClick')}
              data-testid="guest-login"
            >
              <Icon name="user" size={22} />
            </button>
            <span>{t('v2.guest')}</span>
          </div>
        )}
        {googleClientId && (
          <div className={styles.other}>
            <GoogleSignIn
              compact
              clientId={googleClientId}
              consented={form.consent}
              onCredential={(credential) => void form.handleGoogleCredential(credential)}
              onConsentMissing={form.handleConsentMissing}
            />
            <span>{t('v2.google')}</span>
          </div>
        )}
      </div>
    </section>
  );
}
