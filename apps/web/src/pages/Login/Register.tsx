import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { PasswordField } from '../../features/auth/PasswordField';
import { PhoneCodeFields } from '../../features/auth/PhoneCodeFields';
import { useRegisterForm } from '../../features/auth/useRegisterForm';
import type { PageProps } from '../../router/routes';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import { LoginLink } from './AuthLinks';
import styles from './AuthPage.module.css';
import { CheckRow } from './CheckRow';
import { LoginHero } from './LoginHero';

export default function RegisterPage(_props: PageProps) {
  const { t } = useTranslation('login');
  const { phonePrefix, code, today, fields, handleSubmit } = useRegisterForm();

  const handleFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    void handleSubmit();
  };

  return (
    <div className={styles.page}>
      <LoginHero title={t('register.title')} subtitle={t('register.subtitle')} />
      <form className={`${styles.card} ${styles.form}`} onSubmit={handleFormSubmit} noValidate>
        <PhoneCodeFields fields={fields} phonePrefix={phonePrefix} code={code} />
        <PasswordField
          value={fields.password}
          onChange={fields.setPassword}
          placeholder={t('field.newPasswordPlaceholder')}
          autoComplete="new-password"
        />
        <PasswordField
          name="confirm"
          label={t('field.confirmPassword')}
          placeholder={t('field.confirmPasswordPlaceholder')}
          value={fields.confirm}
          onChange={fields.setConfirm}
          autoComplete="new-password"
        />
        <Field
          label={t('field.birthday')}
          name="birthday"
          type="date"
          max={today}
          value={fields.birthday}
          onChange={(e) => fields.setBirthday(e.target.value)}
          prefix={<Icon name="calendar" size={18} />}
        />
        <p className={styles.hint}>{t('register.birthdayHint')}</p>
        <Field
          label={t('field.referral')}
          name="referralCode"
          placeholder={t('field.referralPlaceholder')}
          maxLength={32}
          value={fields.referralCode}
          onChange={(e) => fields.setReferralCode(e.target.value)}
          prefix={<Icon name="gift" size={18} />}
        />
        <div className={styles.checks}>
          <CheckRow name="terms" checked={fields.acceptTerms} onChange={fields.setAcceptTerms}>
            {t('register.terms')}
          </CheckRow>
          <CheckRow name="age" checked={fields.confirmAge} onChange={fields.setConfirmAge}>
            {t('register.age')}
          </CheckRow>
        </div>
        <Button type="submit" block data-testid="register-submit">
          {t('register.submit')}
        </Button>
      </form>
      <LoginLink />
    </div>
  );
}
