import { useTranslation } from '../../../../i18n/useTranslation';
import type { BalanceRecord } from '../../../../features/records/balanceRecords';
import { formatDay } from '../../../../lib/clock';
import { relativeDay, type RecordDay } from '../../../../features/records/recordDays';
import { useCurrentLanguage } from '../../../../features/language/useCurrentLanguage';
import { BalanceRecordRow } from './BalanceRecordRow';
import styles from './BalanceRecords.module.css';

export interface BalanceDayGroupProps {
  group: RecordDay<BalanceRecord>;
  /** Today in the platform zone, as `todayIn` gives it. */
  today: Date;
}

/** One day's heading ('Today', 'Yesterday' or the date) over that day's entries. */
export function BalanceDayGroup({ group, today }: BalanceDayGroupProps) {
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
        {group.records.map((record) => (
          <li key={record.id}>
            <BalanceRecordRow record={record} />
          </li>
        ))}
      </ul>
    </section>
  );
}
