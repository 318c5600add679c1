import { useTranslation } from 'react-i18next';
import { Money } from '../../ui/Money';
import { Skeleton } from '../../ui/States';
import { useMoneyText } from '../../ui/Money';
import { levelConfig, vipProgress } from './levels';
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
  const progress = info ? vipProgress(info, level) : null;
  const current = info ? levelConfig(info.vipConfigList, level) : null;
  return (
    <div className={styles.panel}>
      <dl className={styles.figures}>
        <div>
          <dt>{t('card.nextLevel')}</dt>
          <dd>{progress ? <Money rupees={progress.neededRupees} /> : '--'}</dd>
        </div>
        <div>
          <dt>{t('card.thisMonth')}</dt>
          <dd>{info ? <Money rupees={info.monthDeposit} /> : '--'}</dd>
        </div>
      </dl>
      <div className={styles.barRow}>
        <span>
          {progress && !progress.next
            ? t('card.maxLevel')
            : t('card.progress', { level: level + 1 })}
        </span>
        <span>{progress ? `${progress.percent}%` : '--'}</span>
      </div>
      <div className={styles.bar}>
        <span style={{ width: `${progress?.percent ?? 0}%` }} />
      </div>
      {current && current.relegationDeposit > 0 && (
        <p className={styles.keep}>
          {t('card.keepLevel', { amount: money(current.relegationDeposit) })}
        </p>
      )}
    </div>
  );
}
