import { useTranslation } from 'react-i18next';
import {
  recordLabelKey,
  type BalanceRecord,
  type RecordLabelKey,
} from '../../../../features/records/balanceRecords';
import { amountTone, formatClock, formatSignedMoney } from '../../../../features/records/format';
import { useCurrentLanguage } from '../../../../features/language/useCurrentLanguage';
import { useCurrencySign } from '../../../../stores/app';
import { Icon, type IconName } from '../../../../ui/icons';
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
  /** The platform zone, in minutes east of UTC. */
  offset: number;
}

/** One wallet entry: its type, time and reference, the signed amount and the balance after. */
export function BalanceRecordRow({ record, offset }: BalanceRecordRowProps) {
  const { t } = useTranslation('account');
  const language = useCurrentLanguage();
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
        <span className={styles.rowMeta}>
          <time dateTime={record.createdAt}>{formatClock(record.createdAt, language, offset)}</time>
          {record.detail && <span className={styles.detail}>{record.detail}</span>}
        </span>
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
