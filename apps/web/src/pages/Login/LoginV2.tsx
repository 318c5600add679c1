import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneCodeFields } from '../../features/auth/PhoneCodeFields';
import { GuestCredentialsSheet } from '../../features/auth/GuestCredentialsSheet';
import { useLoginForm, type LoginMode } from '../../features/auth/useLoginForm';
import type { PageProps } from '../../router/routes';
import { Button } from '../../ui/Button';
import { Tabs } from '../../ui/Tabs';
import { ForgotLink, RegisterLink } from './AuthLinks';
import { BigPhoneInput } from './BigPhoneInput';
import { ConsentLine } from './ConsentLine';
import { LoginAlternatives } from './LoginAlternatives';
import { PasswordLoginFields } from './PasswordLoginFields';
import styles from './LoginV2.module.css';

/** The OTP-first login: a big phone field leads, password is the second tab. */
export default function LoginV2Page({ query }: PageProps) {
  const { t } = useTranslation('login');
  const form = useLoginForm(query.mode === 'password' ? 'password' : 'otp');
  const { fields, phonePrefix, code } = form;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.handleSubmit();
  };

  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{form.mode === 'otp' ? t('v2.title') : t('welcome')}</h2>
      <p className={styles.subtitle}>{form.mode === 'otp' ? t('v2.subtitle') : t('welcomeHint')}</p>
      {form.modes.length > 1 && (
        <Tabs<LoginMode>
          variant="pills"
          items={[...form.modes].reverse().map((key) => ({ key, label: t(`tabs.${key}`) }))}
          value={form.mode}
          onChange={form.setMode}
          label={t('tabs.label')}
        />
      )}
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        {form.mode === 'otp' ? (
          <PhoneCodeFields
            fields={fields}
            phonePrefix={phonePrefix}
            code={code}
            phoneInput={BigPhoneInput}
          />
        ) : (
          <PasswordLoginFields form={form} />
        )}
        <div className={styles.consent}>
          <ConsentLine checked={form.consent} onChange={form.setConsent} />
        </div>
        <Button type="submit" variant="accent" block data-testid="login-submit">
          {t('v2.continue')}
        </Button>
        <div className={styles.links}>
          <RegisterLink />
          <ForgotLink />
        </div>
      </form>
      <LoginAlternatives form={form} />
      <GuestCredentialsSheet credentials={form.guestCredentials} onSaved={form.handleGuestSaved} />
    </div>
  );
}
