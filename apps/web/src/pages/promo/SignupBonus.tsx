import { useTranslation } from 'react-i18next';
import { SIGNUP_KEEP_DAYS, SIGNUP_WINDOW_HOURS } from '../../features/promo/constants';
import { FigureGrid } from '../../features/promo/FigureGrid';
import { PROMO_CALLS } from '../../features/promo/paths';
import { PromoHero } from '../../features/promo/PromoHero';
import { PromoSection } from '../../features/promo/PromoSection';
import { useAction } from '../../features/promo/runAction';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import type { PageProps } from '../../router/routes';
import { isLoggedIn, useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import styles from './SignupBonus.module.css';

/** The sign-up bonus: for players registered within 24 hours, kept at most 7 days (docs/product.md §9). */
export default function SignupBonusPage(_props: PageProps) {
  const { t } = useTranslation('promo');
  const loggedIn = useSession(isLoggedIn);
  const claim = useAction(PROMO_CALLS.claimSignupBonus, {
    loading: t('signup.claiming'),
    success: t('signup.claimed'),
    failure: t('signup.claimFailed'),
  });
  const handleClaim = () => void claim.run({});

  return (
    <>
      <PromoHero
        title={t('signup.heroTitle')}
        subtitle={t('signup.heroDesc')}
        icon="star"
        tone="purple"
      />
      <PromoSection title={t('signup.whoTitle')} icon="user">
        <ul className={styles.rules}>
          <li>
            <Icon name="clock" size={18} />
            {t('signup.window', { hours: SIGNUP_WINDOW_HOURS })}
          </li>
          <li>
            <Icon name="calendar" size={18} />
            {t('signup.keep', { days: SIGNUP_KEEP_DAYS })}
          </li>
        </ul>
      </PromoSection>
      <PromoSection title={t('signup.statusTitle')} icon="gift">
        <FigureGrid
          figures={[
            { label: t('signup.reward'), value: '--' },
            { label: t('signup.validFor'), value: t('signup.days', { n: SIGNUP_KEEP_DAYS }) },
          ]}
        />
        <div className={styles.action}>
          {loggedIn ? (
            <Button variant="accent" block disabled={claim.pending} onClick={handleClaim}>
              {t('signup.claim')}
            </Button>
          ) : (
            <Button variant="accent" block onClick={() => navigateTo(PATHS.register)}>
              {t('signup.registerNow')}
            </Button>
          )}
        </div>
      </PromoSection>
    </>
  );
}
