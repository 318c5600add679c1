import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { checkinStrip } from './checkin';
import { CheckinStrip } from './CheckinStrip';
import { PROMO_PATHS } from './paths';
import { PromoSection } from './PromoSection';
import { requireLogin } from './requireLogin';
import { runAction } from './runAction';
import styles from './CheckinBoard.module.css';

/** This week's check-in strip and the check-in button. */
export function CheckinBoard() {
  const { t } = useTranslation('promo');
  // The player's streak comes with the promotions issue; until then the week starts at Day 1.
  const streakDays = 0;
  const [checkedToday, setCheckedToday] = useState(false);
  const [busy, setBusy] = useState(false);

  const handleCheckIn = async () => {
    if (!requireLogin()) return;
    setBusy(true);
    const result = await runAction(
      PROMO_PATHS.checkIn,
      {},
      {
        loading: t('checkin.checkingIn'),
        success: t('checkin.success'),
        failure: t('checkin.failure'),
      },
    );
    setBusy(false);
    if (result.ok) setCheckedToday(true);
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
        disabled={busy || checkedToday}
        onClick={() => void handleCheckIn()}
      >
        {checkedToday ? t('checkin.checkedIn') : t('checkin.checkIn')}
      </Button>
      <p className={styles.hint}>{t('checkin.hint')}</p>
    </PromoSection>
  );
}
