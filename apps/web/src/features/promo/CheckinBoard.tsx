import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { checkinStrip } from './checkin';
import { CheckinStrip } from './CheckinStrip';
import { PROMO_CALLS } from './paths';
import { PromoSection } from './PromoSection';
import { requireLogin } from './requireLogin';
import { useAction } from './runAction';
import styles from './CheckinBoard.module.css';

/** This week's check-in strip and the check-in button. */
export function CheckinBoard() {
  const { t } = useTranslation('promo');
  // The player's streak comes with the promotions issue; until then the week starts at Day 1.
  const streakDays = 0;
  const [checkedToday, setCheckedToday] = useState(false);
  const checkIn = useAction(
    PROMO_CALLS.checkIn,
    {
      loading: t('checkin.checkingIn'),
      success: t('checkin.success'),
      failure: t('checkin.failure'),
    },
    { onSuccess: () => setCheckedToday(true) },
  );

  const handleCheckIn = () => {
    if (requireLogin()) void checkIn.run({});
  };

  return (
    <PromoSection
      title={t('checkin.streakTitle')}
      icon="calendar"
      extra={
        <span className={styles.streak}>
          {t('checkin.streak')} <strong>--</strong>
        </span>
      }
    >
      <CheckinStrip days={checkinStrip(streakDays, checkedToday)} />
      <Button
        className={styles.button}
        variant="accent"
        block
        disabled={checkIn.pending || checkedToday}
        onClick={handleCheckIn}
      >
        {checkedToday ? t('checkin.checkedIn') : t('checkin.checkIn')}
      </Button>
      <p className={styles.hint}>{t('checkin.hint')}</p>
    </PromoSection>
  );
}
