import { useTranslation } from '../../i18n/useTranslation';
import { Money } from '../../ui/Money';
import { Skeleton } from '../../ui/States';
import { useMoneyText } from '../../ui/Money';
import { levelConfig, progressPercent } from './levels';
import styles from './VipProgressPanel.module.css';
import type { VipInfo } from './types';

export interface VipProgressPanelProps {
  level: number;
  info: VipInfo | undefined;
  loading: boolean;
}

/** Deposit needed for the next level, this month's deposits and the progress bar. */
export function VipProgressPanel({ level, info, loading }: VipProgressPanelProps) {
  const { t } = useTranslation('vip');
  const money = useMoneyText();
  if (loading) {
    return (
      <div className={styles.panel}>
        <Skeleton height="2.5rem" />
        <Skeleton height="0.5rem" radius="1rem" />
      </div>
    );
  }
  // Every figure is the server's: what it still needs for its next level, and the bar from them.
  const percent = info ? progressPercent(info) : null;
  const current = info ? levelConfig(info.vipConfigList, level) : null;
  const atTop = info?.nextLevel === null;
  return (
    <div className={styles.panel}>
      <dl className={styles.figures}>
        <div>
          <dt>{t('card.nextLevel')}</dt>
          <dd>{info && !atTop ? <Money rupees={info.depositForNextLevel} /> : '--'}</dd>
        </div>
        <div>
          <dt>{t('card.thisMonth')}</dt>
          <dd>{info ? <Money rupees={info.monthDeposit} /> : '--'}</dd>
        </div>
      </dl>
      <div className={styles.barRow}>
        <span>
          {atTop ? t('card.maxLevel') : t('card.progress', { level: info?.nextLevel ?? level + 1 })}
        </span>
        <span>{percent === null ? '--' : `${percent}%`}</span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('card.nextLevel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? 0}
      >
        <span style={{ width: `${percent ?? 0}%` }} />
      </div>
      {current && current.relegationDeposit > 0 && (
        <p className={styles.keep}>
          {t('card.keepLevel', { amount: money(current.relegationDeposit) })}
        </p>
      )}
    </div>
  );
}
