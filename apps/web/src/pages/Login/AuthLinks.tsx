import { useTranslation } from '../../i18n/useTranslation';
import { navigateTo, redirectTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import styles from './AuthPage.module.css';

/** "New here? Create an account" under the login forms. */
export function RegisterLink() {
  const { t } = useTranslation('login');
  return (
    <p className={styles.switchLine}>
      {t('noAccount')}{' '}
      <button type="button" className={styles.link} onClick={() => navigateTo(PATHS.register)}>
        {t('registerLink')}
      </button>
    </p>
  );
}

export function ForgotLink() {
  const { t } = useTranslation('login');
  return (
    <button type="button" className={styles.link} onClick={() => navigateTo(PATHS.forgetPassword)}>
      {t('forgot')}
    </button>
  );
}

/** "Already have an account? Log in" under the register form; replaces it with the login page. */
export function LoginLink() {
  const { t } = useTranslation('login');
  return (
    <p className={styles.switchLine}>
      {t('register.haveAccount')}{' '}
      <button type="button" className={styles.link} onClick={() => redirectTo(PATHS.login)}>
        {t('register.loginLink')}
      </button>
    </p>
  );
}
