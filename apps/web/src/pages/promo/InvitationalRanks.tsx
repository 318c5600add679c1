import { useTranslation } from '../../i18n/useTranslation';
import { InvitationTeam, InviteRanks, TeamStatusLegend, useAgentInfo } from '../../features/earn';
import {
  FigureGrid,
  INVITEES_PER_REWARD,
  PromoSection,
  REWARD_PAYOUT_TIME,
  REWARD_PAYOUT_ZONE,
} from '../../features/promo';
import { PromoHero } from '../../features/promo/PromoHero';
import { Steps } from '../../features/promo/Steps';
import { navigateTo, switchTab } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import type { PageProps } from '../../router/routes';
import { isLoggedIn, useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { useMoneyText } from '../../ui/Money';
import { EmptyState, ErrorState } from '../../ui/States';
import styles from './InvitationalRanks.module.css';

/** Invitation ranks: top referrers by valid invitees, the player's progress and team. */
export default function InvitationalRanksPage(_props: PageProps) {
  const { t } = useTranslation('promo');
  const { t: te } = useTranslation('earn');
  const money = useMoneyText();
  const loggedIn = useSession(isLoggedIn);
  const agent = useAgentInfo(loggedIn);
  const payout = { time: REWARD_PAYOUT_TIME, zone: REWARD_PAYOUT_ZONE };
  const figure = (value: number | undefined, show: (v: number) => string = String) =>
    value === undefined ? '--' : show(value);
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
      {loggedIn ? (
        <>
          <PromoSection title={t('ranks.progressTitle')} icon="trophy">
            {agent.isError ? (
              <ErrorState
                message={te('link.loadFailed')}
                error={agent.error}
                onRetry={() => void agent.refetch()}
              />
            ) : (
              <FigureGrid
                figures={[
                  { label: t('ranks.validInvitees'), value: figure(agent.data?.validInviteCount) },
                  { label: t('ranks.rewards'), value: figure(agent.data?.totalReward, money) },
                ]}
              />
            )}
          </PromoSection>
          <PromoSection title={te('ranks.title')} icon="crown">
            <InviteRanks />
          </PromoSection>
        </>
      ) : (
        <PromoSection title={te('ranks.title')} icon="crown">
          <EmptyState
            icon="lock"
            message={te('link.loginTitle')}
            action={{ label: te('ranks.login'), onClick: () => navigateTo(PATHS.login) }}
          />
        </PromoSection>
      )}
      <Steps
        steps={[
          t('ranks.step1'),
          t('ranks.step2'),
          t('ranks.step3', { n: INVITEES_PER_REWARD }),
          t('ranks.step4', payout),
        ]}
      />
      {loggedIn && (
        <PromoSection title={t('ranks.teamTitle')} icon="user">
          <InvitationTeam />
        </PromoSection>
      )}
      <TeamStatusLegend />
      <div className={styles.cta}>
        <Button variant="accent" block onClick={() => switchTab(PATHS.earn)}>
          <Icon name="share" size={18} />
          {t('ranks.inviteNow')}
        </Button>
      </div>
    </>
  );
}
