import { useTranslation } from '../../../../i18n/useTranslation';
import {
  recordLabelKey,
  type BalanceRecord,
  type RecordLabelKey,
} from '../../../../features/records/balanceRecords';
import { usePlatformClock } from '../../../../features/clock/usePlatformClock';
import { amountTone, formatSignedMoney } from '../../../../features/records/format';
import { useCurrencySign } from '../../../../stores/app';
import { Icon, type IconName } from '../../../../ui/icons';
import { MiddleText } from '../../../../ui/MiddleText';
import { formatMoney } from '../../../../ui/Money';
import styles from './BalanceRecords.module.css';

const ICONS: Record<RecordLabelKey, IconName> = {
  bet: 'gamepad',
  deposit: 'deposit',
  withdrawal: 'withdraw',
  win: 'trophy',
  giftMoney: 'gift',
  vipBonus: 'crown',
  dailyRebate: 'coins',
  depositBonus: 'star',
  dailyBonus: 'calendar',
  refund: 'refresh',
  other: 'wallet',
};

export interface BalanceRecordRowProps {
  record: BalanceRecord;
}

/**
 * One wallet entry: its type and time, the signed amount and the balance after, then its
 * reference (an order number, a game) whole on a line of its own.
 */
export function BalanceRecordRow({ record }: BalanceRecordRowProps) {
  const { t } = useTranslation('account');
  const clock = usePlatformClock();
  const sign = useCurrencySign();
  const label = recordLabelKey(record.type);
  const tone = amountTone(record.amount);
  return (
    <article className={styles.row} data-testid="balance-record" data-type={record.type}>
      <span className={`${styles.rowIcon} ${styles[`${tone}Icon`]}`}>
        <Icon name={ICONS[label]} size={20} />
      </span>
      <div className={styles.rowMain}>
        <strong>{t(`balanceRecords.types.${label}`)}</strong>
        <time className={styles.rowMeta} dateTime={record.createdAt}>
          {clock.time(record.createdAt)}
        </time>
        {record.detail && <MiddleText value={record.detail} className={styles.detail} />}
      </div>
      <div className={styles.rowAmounts}>
        <strong className={styles[tone]}>{formatSignedMoney(record.amount, sign)}</strong>
        <span>
          {t('balanceRecords.balanceAfter', { amount: formatMoney(record.balanceAfter, sign) })}
        </span>
      </div>
    </article>
  );
}
