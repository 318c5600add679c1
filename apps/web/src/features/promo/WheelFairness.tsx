import type { TWheelInfoResponse, TWheelRotateSeedResponse } from '@khel/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { useRotateSeed } from './engagement';
import styles from './WheelFairness.module.css';

/**
 * Provably fair: the hash of the hidden server seed (committed before the spins), the client
 * seed and the next nonce; changing the seed reveals the old one, so past spins can be checked.
 */
export function WheelFairness({ seed }: { seed: TWheelInfoResponse['seed'] }) {
  const { t } = useTranslation('promo');
  const [revealed, setRevealed] = useState<TWheelRotateSeedResponse['previous']>(null);
  const rotate = useRotateSeed({ loading: t('fair.rotating'), failure: t('fair.rotateFailed') });
  return (
    <details className={styles.fair}>
      <summary className={styles.summary}>{t('fair.title')}</summary>
      <p className={styles.how}>{t('fair.how')}</p>
      <dl className={styles.list}>
        <dt>{t('fair.serverSeedHash')}</dt>
        <dd className={styles.mono}>{seed.serverSeedHash}</dd>
        <dt>{t('fair.clientSeed')}</dt>
        <dd className={styles.mono}>{seed.clientSeed}</dd>
        <dt>{t('fair.nonce')}</dt>
        <dd>{seed.nonce}</dd>
        {revealed && (
          <>
            <dt>{t('fair.revealed')}</dt>
            <dd className={styles.mono}>{revealed.serverSeed}</dd>
          </>
        )}
      </dl>
      <Button
        size="sm"
        variant="ghost"
        disabled={rotate.pending}
        onClick={() =>
          void rotate.run('').then((result) => result.ok && setRevealed(result.data.previous))
        }
      >
        {t('fair.rotate')}
      </Button>
    </details>
  );
}
