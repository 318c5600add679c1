import { useTranslation } from '../i18n/useTranslation';
import { useAppStore } from '../stores/app';
import styles from './SandboxBadge.module.css';

/**
 * "Sandbox money" over every page while the server runs in sandbox mode (app info's
 * `sandboxMoney`, never a build flag): a tab hanging from the top edge that taps pass through.
 */
export function SandboxBadge() {
  const { t } = useTranslation();
  const sandbox = useAppStore((s) => s.appInfo?.sandboxMoney === true);
  if (!sandbox) return null;
  return (
    <div
      className={styles.badge}
      role="note"
      title={t('sandboxMoney.note')}
      data-testid="sandbox-badge"
    >
      {t('sandboxMoney.label')}
      <span className={styles.hidden}>{t('sandboxMoney.note')}</span>
    </div>
  );
}
