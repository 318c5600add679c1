import type { TCheckinInfoResponse } from '@khel/contract';
import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../../ui/icons';
import { Money } from '../../ui/Money';
import styles from './CheckinStrip.module.css';

export interface CheckinStripProps {
  days: TCheckinInfoResponse['days'];
}

/** The 7-day check-in strip with each day's reward; the last day is the cycle's big one. */
export function CheckinStrip({ days }: CheckinStripProps) {
  const { t } = useTranslation('promo');
  return (
    <ol className={styles.strip}>
      {days.map(({ day, state, reward }) => (
        <li
          key={day}
          className={`${styles.day} ${day === days.length ? styles.final : ''}`}
          data-state={state}
        >
          <span className={styles.label}>{t('checkin.day', { n: day })}</span>
          <span className={styles.gift}>
            <Icon name={state === 'done' ? 'check' : 'gift'} size={day === days.length ? 30 : 22} />
          </span>
          <span className={styles.reward}>
            <Money rupees={reward} />
          </span>
          <span className={styles.state}>
            {state === 'today' && t('checkin.today')}
            {state === 'done' && t('checkin.done')}
          </span>
        </li>
      ))}
    </ol>
  );
}
