import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../../ui/icons';
import { ErrorState, Skeleton } from '../../ui/States';
import { useProtectionInfo } from './api';
import { ExclusionCard } from './ExclusionCard';
import { LimitsCard } from './LimitsCard';
import { RealityCheckCard } from './RealityCheckCard';
import styles from './Protection.module.css';

export interface ResponsibleGamingBodyProps {
  /** After a time-out or self-exclusion started (every session has ended). */
  onExcluded: () => void;
}

/** Account → Responsible gaming: limits, the reality check, time-out and self-exclusion. */
export function ResponsibleGamingBody({ onExcluded }: ResponsibleGamingBodyProps) {
  const { t } = useTranslation('protection');
  const info = useProtectionInfo();

  const body = () => {
    if (info.isPending)
      return (
        <div data-testid="protection-loading">
          <Skeleton height="9rem" />
          <br />
          <Skeleton height="9rem" />
        </div>
      );
    if (info.isError)
      return (
        <ErrorState
          message={t('loadFailed')}
          error={info.error}
          onRetry={() => void info.refetch()}
        />
      );
    const data = info.data;
    return (
      <>
        {data.exclusion && <ExclusionCard exclusion={data.exclusion} onExcluded={onExcluded} />}
        <LimitsCard info={data} />
        <RealityCheckCard minutes={data.realityCheckMinutes} />
        {!data.exclusion && <ExclusionCard exclusion={null} onExcluded={onExcluded} />}
      </>
    );
  };

  return (
    <div className={styles.page}>
      <p className={styles.intro}>
        <Icon name="shield" size={28} className={styles.introIcon} />
        {t('intro')}
      </p>
      {body()}
    </div>
  );
}
