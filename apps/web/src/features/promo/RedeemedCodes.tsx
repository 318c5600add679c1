import { useTranslation } from '../../i18n/useTranslation';
import { isLoggedIn, useSession } from '../../stores/session';
import { Icon } from '../../ui/icons';
import { Money } from '../../ui/Money';
import { EmptyState, ErrorState, Skeleton } from '../../ui/States';
import { usePlatformClock } from '../clock';
import { useRedeemedCodes, type PromoCodeScope } from './codes';
import { PromoSection } from './PromoSection';
import { usePendingTerms } from './RedeemResult';
import styles from './RedeemedCodes.module.css';

/** The codes the player redeemed on this page, with what each paid or still waits for. */
export function RedeemedCodes({ scope }: { scope: PromoCodeScope }) {
  const { t } = useTranslation('promo');
  const clock = usePlatformClock();
  const pendingTerms = usePendingTerms();
  const loggedIn = useSession(isLoggedIn);
  const codes = useRedeemedCodes(scope, loggedIn);
  if (!loggedIn) return null;

  const body = () => {
    if (codes.isPending) return <Skeleton height="3.25rem" />;
    if (codes.isError)
      return (
        <ErrorState
          message={t('code.recordsLoadFailed')}
          error={codes.error}
          onRetry={() => void codes.refetch()}
        />
      );
    if (codes.data.length === 0)
      return <EmptyState icon="ticket" message={t('code.recordsEmpty')} />;
    return (
      <ul className={styles.list}>
        {codes.data.map((r) => (
          <li key={`${r.code}-${r.redeemedAt}`} className={styles.row}>
            <span className={styles.icon}>
              <Icon name="ticket" size={18} />
            </span>
            <span className={styles.text}>
              <span className={styles.code}>{r.code}</span>
              <span className={styles.desc}>
                {r.status === 'pending_deposit' ? pendingTerms(r) : t(`code.statuses.${r.status}`)}
              </span>
              <span className={styles.desc}>
                {t('code.redeemedAt', { time: clock.dateTime(r.redeemedAt) })}
              </span>
            </span>
            <span className={styles.side}>
              {r.amount !== null ? (
                <strong className={styles.amount}>
                  <Money rupees={r.amount} />
                </strong>
              ) : (
                <span className={styles.badge} data-status={r.status}>
                  {t(`code.statuses.${r.status}`)}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div data-testid="redeemed-codes">
      <PromoSection title={t('code.recordsTitle')} icon="list">
        {body()}
      </PromoSection>
    </div>
  );
}
