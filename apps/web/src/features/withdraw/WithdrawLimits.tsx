import type { TWithdrawInfo } from '@khel/contract';
import { useTranslation } from '../../i18n/useTranslation';
import { DetailList } from '../wallet';
import { useMoneyText } from '../../ui/Money';
import styles from './WithdrawLimits.module.css';

export interface WithdrawLimitsProps {
  info: TWithdrawInfo;
}

/** Today's limits of docs/product.md §2, as /withdraw/info answers them. */
export function WithdrawLimits({ info }: WithdrawLimitsProps) {
  const { t } = useTranslation('wallet');
  const moneyText = useMoneyText();
  // A figure stays on one line; the long labels beside it wrap instead.
  const money = (rupees: number) => <span className={styles.figure}>{moneyText(rupees)}</span>;
  return (
    <div data-testid="withdraw-limits">
      <DetailList
        items={[
          { label: t('withdraw.remainingLimit'), value: money(info.remainingLimit) },
          {
            label: t('withdraw.vipDailyLimit', { level: info.vipLevel }),
            value: money(info.dailyLimit),
          },
          {
            label: t('withdraw.wagerRequirement'),
            value: info.wagerRemaining > 0 ? money(info.wagerRemaining) : t('withdraw.wagerMet'),
          },
          {
            label: t('withdraw.remainingTimes'),
            value: t('withdraw.timesValue', { left: info.remainingTimes, total: info.dailyTimes }),
          },
        ]}
      />
    </div>
  );
}
