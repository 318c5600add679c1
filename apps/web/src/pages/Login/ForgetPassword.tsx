import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { PasswordField } from '../../features/auth/PasswordField';
import { PhoneCodeFields } from '../../features/auth/PhoneCodeFields';
import { useResetForm } from '../../features/auth/useResetForm';
import type { PageProps } from '../../router/routes';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import styles from './AuthPage.module.css';
import resetStyles from './ForgetPassword.module.css';

export default function ForgetPasswordPage(_props: PageProps) {
  const { t } = useTranslation('login');
  const { phonePrefix, code, fields, handleSubmit } = useResetForm();

  const handleFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    void handleSubmit();
  };

  return (
    <div className={styles.page}>
      <header className={resetStyles.header}>
        <span className={resetStyles.badge} aria-hidden="true">
          <Icon name="lock" size={26} />
        </span>
        <div>
          <h2 className={resetStyles.title}>{t('reset.title')}</h2>
          <p className={resetStyles.subtitle}>{t('reset.subtitle')}</p>
        </div>
      </header>
      <form className={`${styles.card} ${styles.form}`} onSubmit={handleFormSubmit} noValidate>
        <PhoneCodeFields fields={fields} phonePrefix={phonePrefix} code={code} />
        <PasswordField
          label={t('field.newPassword')}
          placeholder={t('field.newPasswordPlaceholder')}
          value={fields.password}
          onChange={fields.setPassword}
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
        <Button type="submit" block className={resetStyles.submit} data-testid="reset-submit">
          {t('reset.submit')}
        </Button>
      </form>
    </div>
  );
}
