import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GoogleButton } from '../../features/auth/GoogleButton';
import { useLoginForm, type LoginMode } from '../../features/auth/useLoginForm';
import type { PageProps } from '../../router/routes';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { Tabs } from '../../ui/Tabs';
import { ForgotLink, RegisterLink } from './AuthLinks';
import styles from './AuthPage.module.css';
import { LoginHero } from './LoginHero';
import { OtpLoginFields } from './OtpLoginFields';
import { PasswordLoginFields } from './PasswordLoginFields';

/** The classic login: password and OTP tabs, then one-click (guest) and Google below. */
export default function LoginPage({ query }: PageProps) {
  const { t } = useTranslation('login');
  const form = useLoginForm(query.mode === 'otp' ? 'otp' : 'password');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.handleSubmit();
  };

  return (
    <div className={styles.page}>
      <LoginHero title={t('welcome')} subtitle={t('welcomeHint')} />
      <section className={styles.card}>
        <Tabs<LoginMode>
          items={[
            { key: 'password', label: t('tabs.password') },
            { key: 'otp', label: t('tabs.otp') },
          ]}
          value={form.mode}
          onChange={form.setMode}
          label={t('tabs.label')}
        />
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          {form.mode === 'password' ? (
            <PasswordLoginFields form={form} />
          ) : (
            <OtpLoginFields form={form} />
          )}
          <div className={styles.formRow}>
            <ForgotLink />
          </div>
          <Button type="submit" block data-testid="login-submit">
            {t('loginButton')}
          </Button>
        </form>
      </section>
      <RegisterLink />
      <div className={styles.divider}>
        <span>{t('or')}</span>
      </div>
      <div className={styles.alternatives}>
        <Button variant="ghost" block onClick={() => void form.handleGuest()}>
          <Icon name="user" size={18} />
          {t('oneClick')}
        </Button>
        <GoogleButton onClick={form.handleGoogle} />
      </div>
    </div>
  );
}
