import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../ui/Money';
import { DetailList } from '../wallet/DetailList';
import { useCurrencySign } from '../../stores/app';

/** Today's limits; a null value is not known yet and shows '--'. */
export interface WithdrawLimitValues {
  remainingLimitRupees: number | null;
  vipDailyLimitRupees: number | null;
  wagerLeftRupees: number | null;
  remainingTimes: number | null;
}

export interface WithdrawLimitsProps {
  limits: WithdrawLimitValues;
}

export function WithdrawLimits({ limits }: WithdrawLimitsProps) {
  const { t } = useTranslation('wallet');
  const sign = useCurrencySign();
  const money = (value: number | null) => (value === null ? '--' : formatMoney(value, sign));
  return (
    <DetailList
      items={[
        { label: t('withdraw.remainingLimit'), value: money(limits.remainingLimitRupees) },
        { label: t('withdraw.vipDailyLimit'), value: money(limits.vipDailyLimitRupees) },
        { label: t('withdraw.wagerRequirement'), value: money(limits.wagerLeftRupees) },
        {
          label: t('withdraw.remainingTimes'),
          value: limits.remainingTimes === null ? '--' : String(limits.remainingTimes),
        },
      ]}
    />
  );
}
