import { useTranslation } from '../../i18n/useTranslation';
import { FigureGrid } from '../../features/promo/FigureGrid';
import { PromoHero } from '../../features/promo/PromoHero';
import { PromoSection } from '../../features/promo/PromoSection';
import { RewardList } from '../../features/promo/RewardList';
import {
  useCampaign,
  useSignupBonus,
  useTakeSignupBonus,
} from '../../features/promo/usePromotions';
import { usePlatformClock } from '../../features/clock';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import type { PageProps } from '../../router/routes';
import { isLoggedIn, useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { useMoneyText } from '../../ui/Money';
import { EmptyState, ErrorState, Skeleton } from '../../ui/States';
import styles from './SignupBonus.module.css';

/**
 * The sign-up bonus (docs/product.md §9): a player with a bound phone takes it within 24 hours of
 * registering; it then waits, claimable for 7 days, here and in My reward. Every figure is the
 * server's (the campaign for a visitor, the player's own state once logged in).
 */
export default function SignupBonusPage(_props: PageProps) {
  const { t } = useTranslation('promo');
  const loggedIn = useSession(isLoggedIn);
  const { campaign, ...list } = useCampaign('signup_bonus');
  const info = useSignupBonus(loggedIn);
  const money = useMoneyText();
  const clock = usePlatformClock();
  const take = useTakeSignupBonus({ loading: t('signup.claiming'), success: t('signup.taken') });

  const pending = list.isPending || (loggedIn && info.isPending);
  const failed = list.isError ? list : loggedIn && info.isError ? info : null;
  if (pending) return <Skeleton height="14rem" />;
  if (failed) {
    return (
      <ErrorState
        message={t('list.loadFailed')}
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  const state = loggedIn ? info.data : undefined;
  if (!campaign && !state?.reward) {
    return <EmptyState icon="gift" message={t('signup.notRunning')} />;
  }
  const amount = state?.amount ?? campaign?.figures.amount ?? null;
  const windowHours = state?.windowHours;
  const keepDays = state?.keepDays;

  const action = () => {
    if (!loggedIn) {
      return (
        <Button variant="accent" block onClick={() => navigateTo(PATHS.register)}>
          {t('signup.registerNow')}
        </Button>
      );
    }
    if (state?.reward) return <RewardList rewards={[state.reward]} />;
    if (state?.refusal) {
      return (
        <p className={styles.refusal} role="note">
          <Icon name="info" size={16} />
          {t(`signup.refusals.${state.refusal}`)}
        </p>
      );
    }
    return (
      <Button
        variant="accent"
        block
        disabled={take.pending}
        onClick={() => void take.run(undefined)}
      >
        {t('signup.claim')}
      </Button>
    );
  };

  return (
    <>
      <PromoHero
        title={campaign?.title ?? t('signup.heroTitle')}
        subtitle={t('signup.heroDesc')}
        icon="star"
        tone="purple"
      />
      {campaign && campaign.rules.trim() !== '' && (
        <PromoSection title={t('signup.whoTitle')} icon="user">
          <ul className={styles.rules}>
            {campaign.rules
              .split('\n')
              .filter((line) => line.trim() !== '')
              .map((line) => (
                <li key={line}>
                  <Icon name="check" size={18} />
                  {line}
                </li>
              ))}
          </ul>
        </PromoSection>
      )}
      <PromoSection title={t('signup.statusTitle')} icon="gift">
        <FigureGrid
          figures={[
            { label: t('signup.reward'), value: amount === null ? '--' : money(amount) },
            {
              label: t('signup.validFor'),
              value: keepDays === undefined ? '--' : t('signup.days', { n: keepDays }),
            },
          ]}
        />
        {state && !state.reward && windowHours !== undefined && (
          <p className={styles.deadline}>
            <Icon name="clock" size={16} />
            {t('signup.takeBy', { time: clock.dateTime(state.takeBy) })}
          </p>
        )}
        <div className={styles.action}>{action()}</div>
      </PromoSection>
    </>
  );
}
