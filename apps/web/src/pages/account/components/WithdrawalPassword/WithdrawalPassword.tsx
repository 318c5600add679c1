import type { FormEvent } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useWithdrawPasswordForm } from '../../../../features/account/useSecurityForm';
import { WITHDRAW_PASSWORD_LENGTH } from '@khel/contract/limits';
import { CodeField } from '../../../../features/auth/CodeField';
import { PasswordField } from '../../../../features/auth/PasswordField';
import { PhoneField } from '../../../../features/auth/PhoneField';
import type { PageProps } from '../../../../router/routes';
import { Button } from '../../../../ui/Button';
import { SecurityIntro } from '../SecurityIntro';
import styles from '../SecurityForm.module.css';

/** Set or change the withdraw password, after proving the phone with a code. */
export default function WithdrawalPasswordPage(_props: PageProps) {
  const { t } = useTranslation('account');
  const form = useWithdrawPasswordForm();

  const handleFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.handleSubmit();
  };

  const digitsOnly = (set: (value: string) => void) => (value: string) =>
    set(value.replace(/\D/g, ''));

  return (
    <form className={styles.page} onSubmit={handleFormSubmit} noValidate>
      <SecurityIntro icon="lock" text={t('security.passwordIntro')} />
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
        <PasswordField
          name="withdrawPassword"
          label={t('security.newPassword')}
          placeholder={t('security.newPasswordPlaceholder')}
          autoComplete="new-password"
          inputMode="numeric"
          maxLength={WITHDRAW_PASSWORD_LENGTH}
          value={form.password}
          onChange={digitsOnly(form.setPassword)}
        />
        <PasswordField
          name="confirmWithdrawPassword"
          label={t('security.confirmPassword')}
          placeholder={t('security.confirmPasswordPlaceholder')}
          autoComplete="new-password"
          inputMode="numeric"
          maxLength={WITHDRAW_PASSWORD_LENGTH}
          value={form.confirm}
          onChange={digitsOnly(form.setConfirm)}
        />
      </section>
      <div className={styles.actions}>
        <Button type="submit" block data-testid="withdraw-password-submit">
          {t('security.passwordSubmit')}
        </Button>
      </div>
    </form>
  );
}
