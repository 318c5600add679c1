import { useTranslation } from '../../i18n/useTranslation';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { APP_DEFAULTS, useAppStore } from '../../stores/app';
import { isLoggedIn, useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { formatMoney } from '../../ui/Money';
import styles from './WalletStrip.module.css';

/** The balance with Deposit and Withdraw when logged in; Log in and Register otherwise. */
export function WalletStrip() {
  const { t } = useTranslation(['home', 'common']);
  const loggedIn = useSession(isLoggedIn);
  const sign = useAppStore((s) => s.appInfo?.currencySign ?? APP_DEFAULTS.currencySign);
  const balance = useSession((s) => s.userInfo?.balance);

  if (!loggedIn) {
    return (
      <section className={styles.strip} data-testid="wallet-strip" data-logged-in="false">
        <div className={styles.text}>
          <strong className={styles.title}>{t('loggedOutTitle')}</strong>
          <span className={styles.hint}>{t('loggedOutHint')}</span>
        </div>
        <div className={styles.actions}>
          <Button size="sm" variant="ghost" onClick={() => navigateTo(PATHS.login)}>
            {t('common:action.login')}
          </Button>
          <Button size="sm" variant="accent" onClick={() => navigateTo(PATHS.register)}>
            {t('common:action.register')}
          </Button>
        </div>
      </section>
    );
  }

  // Until user info has arrived the strip shows the sign without a figure, never an invented one.
  return (
    <section className={styles.strip} data-testid="wallet-strip" data-logged-in="true">
      <span className={styles.walletIcon}>
        <Icon name="wallet" size={20} />
      </span>
      <div className={styles.text}>
        <span className={styles.hint}>{t('common:money.balance')}</span>
        <strong className={styles.balance}>
          {typeof balance === 'number' ? (
            formatMoney(balance, sign)
          ) : (
            <>
              {sign} <span aria-label={t('balanceUnknown')}>––</span>
            </>
          )}
        </strong>
      </div>
      <div className={styles.actions}>
        <Button size="sm" variant="accent" onClick={() => navigateTo(PATHS.deposit)}>
          {t('common:action.deposit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => navigateTo(PATHS.withdraw)}>
          {t('common:action.withdraw')}
        </Button>
      </div>
    </section>
  );
}
