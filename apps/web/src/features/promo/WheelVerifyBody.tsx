import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Money } from '../../ui/Money';
import { EmptyState, ErrorState, Skeleton } from '../../ui/States';
import { usePlatformClock } from '../clock';
import { useRotateSeed, useWheelSpin } from './engagement';
import { PromoSection } from './PromoSection';
import { checkSpin } from './wheelVerify';
import styles from './WheelVerifyBody.module.css';

/**
 * The wheel's twin of /games/verify: one of the player's spins, recomputed in this browser from
 * its seeds once the server seed is revealed (changing the seed reveals it).
 */
export function WheelVerifyBody({ spinId }: { spinId: string }) {
  const { t } = useTranslation('promo');
  const clock = usePlatformClock();
  const spin = useWheelSpin(spinId);
  const rotate = useRotateSeed({ loading: t('fair.rotating'), failure: t('fair.rotateFailed') });

  if (!spinId) return <EmptyState icon="wheel" message={t('verify.noSpin')} />;
  if (spin.isPending) return <Skeleton height="16rem" />;
  if (spin.isError)
    return (
      <ErrorState
        message={t('verify.loadFailed')}
        error={spin.error}
        onRetry={() => void spin.refetch()}
      />
    );
  const data = spin.data;
  const check = checkSpin(data);
  const prizeOf = (slot: number) =>
    data.amounts[slot]! > 0 ? <Money rupees={data.amounts[slot]!} /> : t('wheel.thanks');

  return (
    <PromoSection title={t('verify.title')} icon="shield" description={t('fair.how')}>
      <dl className={styles.list}>
        <dt>{t('wheel.time')}</dt>
        <dd>{clock.dateTime(data.createdAt)}</dd>
        <dt>{t('verify.recorded')}</dt>
        <dd data-testid="recorded-prize">
          {t('verify.slot', { n: data.slot + 1 })} · {prizeOf(data.slot)}
        </dd>
        <dt>{t('fair.serverSeedHash')}</dt>
        <dd className={styles.mono}>{data.serverSeedHash}</dd>
        <dt>{t('fair.serverSeed')}</dt>
        <dd className={styles.mono}>{data.serverSeed ?? t('verify.hidden')}</dd>
        <dt>{t('fair.clientSeed')}</dt>
        <dd className={styles.mono}>{data.clientSeed}</dd>
        <dt>{t('fair.nonce')}</dt>
        <dd>{data.nonce}</dd>
        <dt>{t('verify.weights')}</dt>
        <dd>{data.weights.join(' · ')}</dd>
      </dl>
      {check ? (
        <div className={styles.checks} data-testid="verify-result">
          <p className={check.hashMatches ? styles.ok : styles.bad}>
            {t(check.hashMatches ? 'verify.hashMatches' : 'verify.hashDiffers')}
          </p>
          <p className={check.slotMatches ? styles.ok : styles.bad}>
            {t('verify.computed', { n: check.slot + 1 })} ·{' '}
            {t(check.slotMatches ? 'verify.slotMatches' : 'verify.slotDiffers')}
          </p>
        </div>
      ) : (
        <div className={styles.checks}>
          <p className={styles.hint}>{t('verify.notRevealed')}</p>
          <Button
            size="sm"
            variant="accent"
            disabled={rotate.pending}
            onClick={() => void rotate.run('')}
          >
            {t('fair.rotate')}
          </Button>
        </div>
      )}
    </PromoSection>
  );
}
