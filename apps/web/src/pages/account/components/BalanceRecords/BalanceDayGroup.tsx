import { useTranslation } from 'react-i18next';
import type { BalanceRecord } from '../../../../features/records/balanceRecords';
import { formatDay } from '../../../../features/records/format';
import { relativeDay, type RecordDay } from '../../../../features/records/recordDays';
import { useCurrentLanguage } from '../../../../features/language/useCurrentLanguage';
import { BalanceRecordRow } from './BalanceRecordRow';
import styles from './BalanceRecords.module.css';

export interface BalanceDayGroupProps {
  group: RecordDay<BalanceRecord>;
  /** Today in the platform zone, as `todayIn` gives it. */
  today: Date;
  /** The platform zone, in minutes east of UTC. */
  offset: number;
}

/** One day's heading ('Today', 'Yesterday' or the date) over that day's entries. */
export function BalanceDayGroup({ group, today, offset }: BalanceDayGroupProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const relative = relativeDay(group.day, today);
  return (
    <section className={styles.day} aria-label={group.day}>
      <h2 className={styles.dayTitle}>
        {relative ? t(`filter.${relative}`) : formatDay(group.day, language, today)}
      </h2>
      <ul className={styles.dayList}>
        {group.records.map((record) => (
          <li key={record.id}>
            <BalanceRecordRow record={record} offset={offset} />
          </li>
        ))}
      </ul>
    </section>
  );
}
