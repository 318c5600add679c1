import { useTranslation } from '../../../../i18n/useTranslation';
import { useCurrentLanguage } from '../../../../features/language/useCurrentLanguage';
import type { HistoryEntry } from '../../../../features/records/history';
import { relativeDay, type RecordDay } from '../../../../features/records/recordDays';
import { formatDay } from '../../../../lib/clock';
import styles from './History.module.css';
import { HistoryRow } from './HistoryRow';

export interface HistoryDayGroupProps {
  group: RecordDay<HistoryEntry>;
  /** Today in the platform zone, as `todayIn` gives it. */
  today: Date;
}

/** One day's heading ('Today', 'Yesterday' or the date) over that day's items. */
export function HistoryDayGroup({ group, today }: HistoryDayGroupProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const relative = relativeDay(group.day, today);
  return (
    <section className={styles.day} aria-label={group.day}>
      <h2 className={styles.dayTitle}>
        {relative
          ? t(`filter.${relative}`)
          : formatDay(group.day, language, today.getUTCFullYear())}
      </h2>
      <ul className={styles.dayList}>
        {group.records.map((item) => (
          <li key={item.id}>
            <HistoryRow item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
