import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { GuestCredentialsSheet } from '../../features/auth/GuestCredentialsSheet';
import { PhoneCodeFields } from '../../features/auth/PhoneCodeFields';
import { useLoginForm } from '../../features/auth/useLoginForm';
import { redirectTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import type { PageProps } from '../../router/routes';
import { Button } from '../../ui/Button';
import { ForgotLink, RegisterLink } from './AuthLinks';
import { BigPhoneInput } from './BigPhoneInput';
import { ConsentLine } from './ConsentLine';
import { ConsentSheet } from './ConsentSheet';
import { LoginAlternatives } from './LoginAlternatives';
import styles from './LoginV2.module.css';

/**
 * The second login variant (docs/product.md §2: "two login variants exist"), with a purpose of its own:
 * the passwordless way in. A big phone field and a texted code log a player in, or sign a new
 * number up; one-click and Google below are the other ways that need no password. Every way on
 * this page may create an account, so the consent line is always shown. Reached from Login
 * ("No password? …"); a player with a password goes back there. Decision: issue 13 (Login.tsx).
 */
export default function LoginV2Page(_props: PageProps) {
  const { t } = useTranslation('login');
  const form = useLoginForm('otp');
  const { fields, phonePrefix, code, channels } = form;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.handleSubmit();
  };

  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{t('v2.title')}</h2>
      <p className={styles.subtitle}>{t('v2.subtitle')}</p>
      {channels.otp ? (
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <PhoneCodeFields
            fields={fields}
            phonePrefix={phonePrefix}
            code={code}
            phoneInput={BigPhoneInput}
          />
          <div className={styles.consent}>
            <ConsentLine checked={form.consent} onChange={form.setConsent} />
          </div>
          <Button type="submit" variant="accent" block data-testid="login-submit">
            {t('v2.continue')}
          </Button>
        </form>
      ) : (
        <p className={styles.subtitle}>{t('v2.noCode')}</p>
      )}
      <div className={styles.links}>
        <button
          type="button"
          className={styles.passwordLink}
          onClick={() => redirectTo(PATHS.login)}
        >
          {t('v2.passwordLink')}
        </button>
        <ForgotLink />
      </div>
      <RegisterLink />
      <LoginAlternatives form={form} />
      <ConsentSheet form={form} />
      <GuestCredentialsSheet credentials={form.guestCredentials} onSaved={form.handleGuestSaved} />
    </div>
  );
}
