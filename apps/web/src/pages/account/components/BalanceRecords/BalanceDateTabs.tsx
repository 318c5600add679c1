import { useTranslation } from '../../../../i18n/useTranslation';
import {
  balanceDateKeys,
  monthName,
  type BalanceDateKey,
} from '../../../../features/records/dateRanges';
import { useCurrentLanguage } from '../../../../features/language/useCurrentLanguage';
import { Tabs } from '../../../../ui/Tabs';
import styles from './BalanceRecords.module.css';

export interface BalanceDateTabsProps {
  today: Date;
  value: BalanceDateKey;
  onChange: (key: BalanceDateKey) => void;
}

/** Today, 7 Days, 30 Days, then this month and the two before by name. */
export function BalanceDateTabs({ today, value, onChange }: BalanceDateTabsProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const language = useCurrentLanguage();
  const items = balanceDateKeys(today).map((key) => ({
    key,
    label: key.startsWith('month:')
      ? monthName(key as `month:${string}`, language)
      : tc(`filter.${key as 'today' | 'days7' | 'days30'}`),
  }));
  return (
    <div className={styles.dates}>
      <Tabs<BalanceDateKey>
        variant="pills"
        items={items}
        value={value}
        onChange={onChange}
        label={t('balanceRecords.dateLabel')}
      />
    </div>
  );
}
