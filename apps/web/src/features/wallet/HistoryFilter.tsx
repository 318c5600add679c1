import { useTranslation } from '../../i18n/useTranslation';
import { Tabs } from '../../ui/Tabs';
import { HISTORY_RANGES, type HistoryRange } from './historyRange';
import styles from './HistoryFilter.module.css';

export interface HistoryFilterProps {
  value: HistoryRange;
  onChange: (range: HistoryRange) => void;
}

/** Today / 7 Days / 30 Days pills, sticky under the header. */
export function HistoryFilter({ value, onChange }: HistoryFilterProps) {
  const { t } = useTranslation();
  const items = HISTORY_RANGES.map((key) => ({ key, label: t(`filter.${key}`) }));
  return (
    <div className={styles.bar}>
      <Tabs variant="pills" items={items} value={value} onChange={onChange} />
    </div>
  );
}
