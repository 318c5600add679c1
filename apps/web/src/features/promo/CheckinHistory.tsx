import type { TCheckinInfoResponse } from '@khel/contract';
import { useTranslation } from '../../i18n/useTranslation';
import { Money } from '../../ui/Money';
import { RecordList } from './RecordList';
import styles from './CheckinBoard.module.css';

/** The player's last check-ins, newest first: date, day of the cycle, reward paid. */
export function CheckinHistory({ history }: { history: TCheckinInfoResponse['history'] }) {
  const { t } = useTranslation('promo');
  return (
    <div className={styles.history}>
      <h4 className={styles.historyTitle}>{t('checkin.history')}</h4>
      <RecordList
        columns={[t('checkin.date'), t('checkin.cycleDay'), t('checkin.reward')]}
        rows={history}
        rowKey={(row) => row.date}
        emptyMessage={t('checkin.historyEmpty')}
        renderRow={(row) => (
          <>
            <span>{row.date}</span>
            <span>{t('checkin.day', { n: row.cycleDay })}</span>
            <Money rupees={row.reward} />
          </>
        )}
      />
    </div>
  );
}
