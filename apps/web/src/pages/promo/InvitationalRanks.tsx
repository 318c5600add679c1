import { useTranslation } from 'react-i18next';
import {
  INVITEES_PER_REWARD,
  REWARD_PAYOUT_TIME,
  REWARD_PAYOUT_ZONE,
} from '../../features/promo/constants';
import { FigureGrid } from '../../features/promo/FigureGrid';
import { PromoHero } from '../../features/promo/PromoHero';
import { PromoSection } from '../../features/promo/PromoSection';
import { Steps } from '../../features/promo/Steps';
import { switchTab } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import type { PageProps } from '../../router/routes';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import styles from './InvitationalRanks.module.css';
import { InvitationTeam } from './InvitationTeam';

/** Invitation ranks: a reward per 2 valid invitees, paid at 5:00 GMT+5:30 the day after. */
export default function InvitationalRanksPage(_props: PageProps) {
  const { t } = useTranslation('promo');
  const payout = { time: REWARD_PAYOUT_TIME, zone: REWARD_PAYOUT_ZONE };
  return (
    <>
      <PromoHero
        title={t('ranks.heroTitle')}
        subtitle={t('ranks.heroDesc')}
        icon="share"
        tone="blue"
      >
        <FigureGrid
          look="onHero"
          figures={[
            { label: t('ranks.perRewardLabel'), value: String(INVITEES_PER_REWARD) },
            { label: t('ranks.payoutLabel'), value: `${REWARD_PAYOUT_TIME} ${REWARD_PAYOUT_ZONE}` },
          ]}
        />
      </PromoHero>
      <PromoSection title={t('ranks.progressTitle')} icon="trophy">
        <FigureGrid
          figures={[
            { label: t('ranks.validInvitees'), value: '--' },
            { label: t('ranks.rewards'), value: '--' },
          ]}
        />
      </PromoSection>
      <Steps
        steps={[
          t('ranks.step1'),
          t('ranks.step2'),
          t('ranks.step3', { n: INVITEES_PER_REWARD }),
          t('ranks.step4', payout),
        ]}
      />
      <PromoSection title={t('ranks.teamTitle')} icon="user">
        <InvitationTeam />
      </PromoSection>
      <div className={styles.cta}>
        <Button variant="accent" block onClick={() => switchTab(PATHS.earn)}>
          <Icon name="share" size={18} />
          {t('ranks.inviteNow')}
        </Button>
      </div>
    </>
  );
}
