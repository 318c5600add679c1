import { useTranslation } from '../../i18n/useTranslation';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/States';
import styles from './LoginPrompt.module.css';

/** Shown in place of a page that needs a logged-in player. */
export function LoginPrompt() {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap}>
      <EmptyState icon="lock" message={t('auth.requiredHint')} />
      <div className={styles.actions}>
        <Button block onClick={() => navigateTo(PATHS.login)}>
          {t('action.login')}
        </Button>
        <Button block variant="ghost" onClick={() => navigateTo(PATHS.register)}>
          {t('action.register')}
        </Button>
      </div>
    </div>
  );
}
