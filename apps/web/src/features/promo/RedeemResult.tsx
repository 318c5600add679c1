import { useTranslation } from '../../i18n/useTranslation';
import type { TPromoRedemption } from '@khel/contract';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { useMoneyText } from '../../ui/Money';
import { usePlatformClock } from '../clock';
import styles from './RedeemResult.module.css';

/** What a percentage code will pay, in words: the share, the minimum deposit and the cap. */
export function usePendingTerms() {
  const { t } = useTranslation('promo');
  const money = useMoneyText();
  return (r: TPromoRedemption) =>
    r.minDeposit > 0
      ? t('code.pendingTerms', {
          percent: r.percent ?? 0,
          min: money(r.minDeposit),
          cap: money(r.cap ?? 0),
        })
      : t('code.pendingTermsAny', { percent: r.percent ?? 0, cap: money(r.cap ?? 0) });
}

/** The answer of a redemption, as the server sent it: the amount paid, or what the next deposit gets. */
export function RedeemResult({ redemption }: { redemption: TPromoRedemption }) {
  const { t } = useTranslation('promo');
  const money = useMoneyText();
  const clock = usePlatformClock();
  const pendingTerms = usePendingTerms();
  const paid = redemption.amount !== null;
  return (
    <div className={styles.result} role="status" data-testid="redeem-result">
      <span className={styles.icon}>
        <Icon name={paid ? 'gift' : 'clock'} size={22} />
      </span>
      <div className={styles.text}>
        <strong className={styles.title}>
          {paid ? t('code.grantedTitle') : t('code.pendingTitle')}
        </strong>
        {paid ? (
          <>
            <span className={styles.amount}>+{money(redemption.amount ?? 0)}</span>
            <span className={styles.note}>
              {redemption.wagerRequired
                ? t('code.wagerNote', { amount: money(redemption.wagerRequired) })
                : t('code.noWager')}
            </span>
          </>
        ) : (
          <>
            <span className={styles.note}>{pendingTerms(redemption)}</span>
            {redemption.endsAt && (
              <span className={styles.note}>
                {t('code.depositBefore', { time: clock.dateTime(redemption.endsAt) })}
              </span>
            )}
            <Button size="sm" variant="accent" onClick={() => navigateTo(PATHS.deposit)}>
              {t('code.depositNow')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
