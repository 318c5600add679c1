import type { TCheckinInfoResponse } from '@khel/contract';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { showToast } from '../../lib/toast';
import { useMoneyText } from '../../ui/Money';
import { EmptyState, ErrorState, Skeleton } from '../../ui/States';
import { CheckinHistory } from './CheckinHistory';
import { CheckinStrip } from './CheckinStrip';
import { useCheckIn, useCheckinInfo } from './engagement';
import { PromoSection } from './PromoSection';
import styles from './CheckinBoard.module.css';

/** What makes today count, in the player's words, with today's figures. */
function useConditionText() {
  const { t } = useTranslation('promo');
  const money = useMoneyText();
  return (info: TCheckinInfoResponse) => {
    const deposit = money(info.minDeposit > 0 ? info.minDeposit : 0.01);
    const bet = money(info.minValidBet > 0 ? info.minValidBet : 0.01);
    switch (info.condition) {
      case 'none':
        return t('checkin.conditionNone');
      case 'deposit':
        return t('checkin.conditionDeposit', { deposit, today: money(info.depositToday) });
      case 'validBet':
        return t('checkin.conditionBet', { bet, today: money(info.validBetToday) });
      case 'depositOrValidBet':
        return t('checkin.conditionEither', {
          deposit,
          bet,
          depositToday: money(info.depositToday),
          betToday: money(info.validBetToday),
        });
    }
  };
}

/** The check-in cycle from the server: the 7 days, today's condition and button, the history. */
export function CheckinBoard() {
  const { t } = useTranslation('promo');
  const info = useCheckinInfo();
  const conditionText = useConditionText();
  const checkIn = useCheckIn({ loading: t('checkin.checkingIn'), failure: t('checkin.failure') });
  const money = useMoneyText();

  const body = () => {
    if (info.isPending) return <Skeleton height="12rem" />;
    if (info.isError)
      return (
        <ErrorState
          message={t('checkin.loadFailed')}
          error={info.error}
          onRetry={() => void info.refetch()}
        />
      );
    const data = info.data;
    if (!data.available) return <EmptyState icon="calendar" message={t('checkin.unavailable')} />;
    return (
      <>
        <CheckinStrip days={data.days} />
        <p className={styles.condition} data-met={data.conditionMet}>
          {conditionText(data)}
        </p>
        <Button
          className={styles.button}
          variant="accent"
          block
          disabled={checkIn.pending || data.checkedInToday || !data.conditionMet}
          onClick={() =>
            void checkIn
              .run(undefined)
              .then((result) => result.ok && showReward(result.data.reward))
          }
        >
          {data.checkedInToday ? t('checkin.checkedIn') : t('checkin.checkIn')}
        </Button>
        <p className={styles.hint}>{t('checkin.hint')}</p>
        <CheckinHistory history={data.history} />
      </>
    );
  };

  const showReward = (reward: number) =>
    showToast(
      reward > 0 ? t('checkin.successReward', { amount: money(reward) }) : t('checkin.success'),
    );

  return (
    <PromoSection
      title={t('checkin.streakTitle')}
      icon="calendar"
      extra={
        info.data?.available ? (
          <span className={styles.streak}>
            {t('checkin.streak')}{' '}
            <strong>{t('checkin.streakDays', { count: info.data.streak })}</strong>
          </span>
        ) : undefined
      }
    >
      {body()}
    </PromoSection>
  );
}
