import { useTranslation } from 'react-i18next';
import type { BalanceRecord, BalanceRecordType } from '../../../../features/records/balanceRecords';
import {
  amountTone,
  formatRecordTime,
  formatSignedMoney,
} from '../../../../features/records/format';
import { useCurrentLanguage } from '../../../../features/language/useCurrentLanguage';
import { APP_DEFAULTS, useAppStore } from '../../../../stores/app';
import { Icon, type IconName } from '../../../../ui/icons';
import { formatMoney } from '../../../../ui/Money';
import styles from './BalanceRecords.module.css';

const ICONS: Record<BalanceRecordType, IconName> = {
  bet: 'gamepad',
  deposit: 'deposit',
  withdrawal: 'withdraw',
  win: 'trophy',
  giftMoney: 'gift',
  vipBonus: 'crown',
  dailyRebate: 'refresh',
  depositBonus: 'coins',
  dailyBonus: 'calendar',
};

/** One wallet entry: its type and time, the signed amount and the balance after it. */
export function BalanceRecordRow({ record }: { record: BalanceRecord }) {
  const { t } = useTranslation('account');
  const language = useCurrentLanguage();
  const sign = useAppStore((s) => s.appInfo?.currencySign ?? APP_DEFAULTS.currencySign);
  return (
    <article className={styles.row}>
      <span className={styles.rowIcon}>
        <Icon name={ICONS[record.type]} size={20} />
      </span>
      <div className={styles.rowMain}>
        <strong>{t(`balanceRecords.types.${record.type}`)}</strong>
        <time dateTime={record.createdAt}>{formatRecordTime(record.createdAt, language)}</time>
      </div>
      <div className={styles.rowAmounts}>
        <strong className={styles[amountTone(record.amountRupees)]}>
          {formatSignedMoney(record.amountRupees, sign)}
        </strong>
        <span>
          {t('balanceRecords.balanceAfter', {
            amount: formatMoney(record.balanceAfterRupees, sign),
          })}
        </span>
      </div>
    </article>
  );
}
