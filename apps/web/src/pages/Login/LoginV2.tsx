import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../features/auth/CodeField';
import { useLoginForm, type LoginMode } from '../../features/auth/useLoginForm';
import type { PageProps } from '../../router/routes';
import { Button } from '../../ui/Button';
import { Tabs } from '../../ui/Tabs';
import { ForgotLink, RegisterLink } from './AuthLinks';
import { BigPhoneInput } from './BigPhoneInput';
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
      <Tabs<LoginMode>
        variant="pills"
        items={[
          { key: 'otp', label: t('tabs.otp') },
          { key: 'password', label: t('tabs.password') },
        ]}
        value={form.mode}
        onChange={form.setMode}
        label={t('tabs.label')}
      />
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        {form.mode === 'otp' ? (
          <>
            <BigPhoneInput
              value={fields.phone}
              onChange={fields.setPhone}
              prefix={phonePrefix.prefix}
              prefixes={phonePrefix.prefixes}
              onPrefixChange={phonePrefix.setPrefix}
            />
            <CodeField
              value={fields.otp}
              onChange={fields.setOtp}
              seconds={code.seconds}
              sending={code.sending}
              onSend={() => void code.send()}
            />
          </>
        ) : (
          <PasswordLoginFields form={form} />
        )}
        <Button type="submit" variant="accent" block data-testid="login-submit">
          {t('v2.continue')}
        </Button>
        <div className={styles.links}>
          <RegisterLink />
          <ForgotLink />
        </div>
      </form>
      <LoginAlternatives onGuest={() => void form.handleGuest()} onGoogle={form.handleGoogle} />
    </div>
  );
}
