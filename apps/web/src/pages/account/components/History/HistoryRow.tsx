import { useTranslation } from '../../../../i18n/useTranslation';
import { usePlatformClock } from '../../../../features/clock/usePlatformClock';
import { amountTone, formatSignedMoney } from '../../../../features/records/format';
import {
  changeLabelKey,
  isLimitName,
  statusKey,
  type HistoryEntry,
} from '../../../../features/records/history';
import { useCurrencySign } from '../../../../stores/app';
import { Icon, type IconName } from '../../../../ui/icons';
import { MiddleText } from '../../../../ui/MiddleText';
import { formatMoney } from '../../../../ui/Money';
import styles from './History.module.css';

const ICONS: Record<HistoryEntry['kind'], IconName> = {
  deposit: 'deposit',
  withdrawal: 'withdraw',
  bet: 'gamepad',
  limit: 'shield',
};

export interface HistoryRowProps {
  item: HistoryEntry;
}

/**
 * One item: what it was and its state, the time, its reference (order number, game) or the
 * limit it changed, and the amount — signed for money, the new figure for a change.
 */
export function HistoryRow({ item }: HistoryRowProps) {
  const { t } = useTranslation('account');
  const clock = usePlatformClock();
  const sign = useCurrencySign();
  const title =
    item.kind === 'limit'
      ? t(`history.change.${changeLabelKey(item.status)}`)
      : t(`history.item.${item.kind}`);
  const status = statusKey(item.kind, item.status);
  const state = status ? t(`history.status.${status}`) : null;
  const limit = item.detail?.limit;
  const amount = item.detail?.amount;
  const changedAmount = typeof amount === 'number' ? amount : null;
  // A limit's name is words (it wraps); a reference is a code (it keeps its two ends).
  const limitName =
    item.kind === 'limit' && isLimitName(limit) ? t(`history.limits.${limit}`) : null;
  const reference = item.kind === 'limit' ? null : item.reference;
  const tone = item.amount === null ? 'zero' : amountTone(item.amount);
  return (
    <article className={styles.row} data-testid="history-item" data-kind={item.kind}>
      <span className={`${styles.rowIcon} ${styles[`${tone}Icon`]}`}>
        <Icon name={ICONS[item.kind]} size={20} />
      </span>
      <div className={styles.rowMain}>
        <strong>{title}</strong>
        <span className={styles.rowMeta}>
          <time dateTime={item.at}>{clock.time(item.at)}</time>
          {state && <span className={styles.state}>{state}</span>}
        </span>
        {reference && <MiddleText value={reference} className={styles.detail} />}
        {limitName && <span className={styles.limitName}>{limitName}</span>}
      </div>
      <div className={styles.rowAmounts}>
        {item.amount !== null && (
          <strong className={styles[tone]}>{formatSignedMoney(item.amount, sign)}</strong>
        )}
        {item.kind === 'bet' && item.stake !== null && (
          <span>{t('history.stake', { amount: formatMoney(item.stake, sign) })}</span>
        )}
        {changedAmount !== null && (
          <strong>
            {limit === 'session' || limit === 'reality_check'
              ? t('history.minutes', { count: changedAmount })
              : formatMoney(changedAmount, sign)}
          </strong>
        )}
      </div>
    </article>
  );
}
