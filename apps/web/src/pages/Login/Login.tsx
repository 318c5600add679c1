import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { GoogleSignIn } from '../../features/auth/GoogleSignIn';
import { GuestCredentialsSheet } from '../../features/auth/GuestCredentialsSheet';
import { PhoneCodeFields } from '../../features/auth/PhoneCodeFields';
import { useLoginForm, type LoginMode } from '../../features/auth/useLoginForm';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import type { PageProps } from '../../router/routes';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { Tabs } from '../../ui/Tabs';
import { ForgotLink, RegisterLink } from './AuthLinks';
import styles from './AuthPage.module.css';
import { ConsentLine } from './ConsentLine';
import { ConsentSheet } from './ConsentSheet';
import { LoginHero } from './LoginHero';
import { PasswordLoginFields } from './PasswordLoginFields';

/**
 * The classic login, for a player who has an account: password (phone or ID) and OTP tabs,
 * then one-click (guest) and Google below (docs/product.md §2).
 *
 * Decisions (issue 13): the consent line (18+ and the terms) shows only where consent matters.
 * A password or ID login never creates an account, so the password tab has none; the OTP tab
 * shows it in its form (a new number gets an account); one-click and Google ask for it in a
 * sheet when tapped before it was given (ConsentSheet). The second login variant, LoginV2, is
 * the passwordless way in — sign up or log in with just a phone number and a code — reached
 * from here ("No password? …") and linking back.
 */
export default function LoginPage({ query }: PageProps) {
  const { t } = useTranslation('login');
  const form = useLoginForm(query.mode === 'otp' ? 'otp' : 'password');
  const { channels } = form;
  const googleClientId = channels.google ? channels.googleClientId : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.handleSubmit();
  };

  return (
    <div className={styles.page}>
      <LoginHero title={t('welcome')} subtitle={t('welcomeHint')} />
      <section className={styles.card}>
        {form.modes.length > 1 && (
          <Tabs<LoginMode>
            items={form.modes.map((key) => ({ key, label: t(`tabs.${key}`) }))}
            value={form.mode}
            onChange={form.setMode}
            label={t('tabs.label')}
          />
        )}
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          {form.mode === 'password' ? (
            <PasswordLoginFields form={form} />
          ) : (
            <PhoneCodeFields fields={form.fields} phonePrefix={form.phonePrefix} code={form.code} />
          )}
          <div className={styles.formRow}>
            <ForgotLink />
          </div>
          {form.mode === 'otp' && (
            <div className={styles.consent}>
              <ConsentLine checked={form.consent} onChange={form.setConsent} />
            </div>
          )}
          <Button type="submit" block data-testid="login-submit">
            {t('loginButton')}
          </Button>
        </form>
      </section>
      <RegisterLink />
      {(channels.guest || googleClientId) && (
        <>
          <div className={styles.divider}>
            <span>{t('or')}</span>
          </div>
          <div className={styles.alternatives}>
            {channels.guest && (
              <Button
                variant="ghost"
                block
                onClick={() => void form.handleGuest()}
                data-testid="guest-login"
              >
                <Icon name="user" size={18} />
                {t('oneClick')}
              </Button>
            )}
            {googleClientId && (
              <GoogleSignIn
                clientId={googleClientId}
                consented={form.consent}
                onCredential={(credential) => void form.handleGoogleCredential(credential)}
                onConsentMissing={form.handleConsentMissing}
              />
            )}
          </div>
        </>
      )}
      {channels.otp && (
        <div className={styles.otherWays}>
          <button
            type="button"
            className={styles.link}
            onClick={() => navigateTo(PATHS.loginV2)}
            data-testid="login-v2-link"
          >
            {t('codeLink')}
          </button>
        </div>
      )}
      <ConsentSheet form={form} />
      <GuestCredentialsSheet credentials={form.guestCredentials} onSaved={form.handleGuestSaved} />
    </div>
  );
}
