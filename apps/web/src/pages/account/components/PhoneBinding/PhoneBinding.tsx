import type { FormEvent } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { maskPhone } from '../../../../features/account/profile';
import { usePhoneBindingForm } from '../../../../features/account/useSecurityForm';
import { CodeField } from '../../../../features/auth/CodeField';
import { PasswordField } from '../../../../features/auth/PasswordField';
import { PhoneField } from '../../../../features/auth/PhoneField';
import type { PageProps } from '../../../../router/routes';
import { Button } from '../../../../ui/Button';
import { Icon } from '../../../../ui/icons';
import { SecurityIntro } from '../SecurityIntro';
import styles from '../SecurityForm.module.css';

/** Bind (or change) the phone number: number with its prefix, then the code sent to it. */
export default function PhoneBindingPage(_props: PageProps) {
  const { t } = useTranslation('account');
  const form = usePhoneBindingForm();
  const bound = form.profile.mobile;

  const handleFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.handleSubmit();
  };

  return (
    <form className={styles.page} onSubmit={handleFormSubmit} noValidate>
      {bound ? (
        <div className={styles.bound}>
          <span className={styles.boundIcon}>
            <Icon name="check" size={18} strokeWidth={2.6} />
          </span>
          <div>
            <span className={styles.boundLabel}>{t('security.boundPhone')}</span>
            <strong>{maskPhone(bound, form.phonePrefix.prefixes)}</strong>
          </div>
        </div>
      ) : (
        <SecurityIntro icon="phone" text={t('security.bindIntro')} />
      )}
      <section className={styles.card}>
        <PhoneField
          label={t('security.phone')}
          value={form.phone}
          onChange={form.setPhone}
          prefix={form.phonePrefix.prefix}
          prefixes={form.phonePrefix.prefixes}
          onPrefixChange={form.phonePrefix.setPrefix}
        />
        <CodeField
          label={t('security.code')}
          value={form.code}
          onChange={form.setCode}
          seconds={form.sender.seconds}
          sending={form.sender.sending}
          onSend={() => void form.sender.send()}
        />
        {form.changing && (
          <PasswordField
            label={t('security.accountPassword')}
            placeholder={t('security.accountPasswordHint')}
            value={form.password}
            onChange={form.setPassword}
          />
        )}
      </section>
      <div className={styles.actions}>
        <Button type="submit" block data-testid="phone-binding-submit">
          {t('security.bindSubmit')}
        </Button>
      </div>
    </form>
  );
}
