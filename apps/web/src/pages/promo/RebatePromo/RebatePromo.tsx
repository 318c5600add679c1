import { useTranslation } from '../../../i18n/useTranslation';
import { FigureGrid } from '../../../features/promo/FigureGrid';
import { PromoHero } from '../../../features/promo/PromoHero';
import { PromoSection } from '../../../features/promo/PromoSection';
import { Steps } from '../../../features/promo/Steps';
import { TermsList } from '../../../features/promo/TermsList';
import { useCampaign, useCashbackInfo } from '../../../features/promo/usePromotions';
import { useMoneyText } from '../../../ui/Money';
import { HeaderRight } from '../../../layouts/SubLayout';
import { navigateTo } from '../../../router/navigation';
import { PATHS } from '../../../router/paths';
import type { PageProps } from '../../../router/routes';
import { isLoggedIn, useSession } from '../../../stores/session';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/icons';
import { EmptyState, ErrorState, Skeleton } from '../../../ui/States';
import { RebateCalculator } from './RebateCalculator';
import styles from './RebatePromo.module.css';

/**
 * The deposit cashback (docs/product.md §9): the running campaign's percentage, minimum deposit
 * and daily maximum, and for a logged-in player today's cashback and the terms of §8 they meet.
 */
export default function RebatePromoPage(_props: PageProps) {
  const { t } = useTranslation('promo');
  const money = useMoneyText();
  const loggedIn = useSession(isLoggedIn);
  const { campaign, isPending, isError, error, refetch } = useCampaign('deposit_cashback');
  const info = useCashbackInfo(loggedIn);

  if (isPending) return <Skeleton height="14rem" />;
  if (isError) {
    return (
      <ErrorState message={t('list.loadFailed')} error={error} onRetry={() => void refetch()} />
    );
  }
  if (!campaign) return <EmptyState icon="coins" message={t('rebate.notRunning')} />;
  const figures = {
    percent: campaign.figures.percent ?? 0,
    minDeposit: campaign.figures.minDeposit ?? 0,
    dailyCap: campaign.figures.dailyCap ?? 0,
  };
  const limits = {
    percent: figures.percent,
    min: money(figures.minDeposit),
    max: money(figures.dailyCap),
  };
  return (
    <>
      {loggedIn && (
        <HeaderRight>
          <button
            type="button"
            className={styles.records}
            onClick={() => navigateTo(PATHS.cashbackRecord)}
          >
            <Icon name="list" size={16} />
            {t('rebate.records')}
          </button>
        </HeaderRight>
      )}
      <PromoHero
        title={campaign.title}
        subtitle={t('rebate.heroDesc', limits)}
        icon="coins"
        tone="red"
        figure={`${figures.percent}%`}
      >
        <FigureGrid
          look="onHero"
          figures={[
            { label: t('rebate.cashback'), value: `${figures.percent}%` },
            { label: t('rebate.minDeposit'), value: limits.min },
            { label: t('rebate.maxBonus'), value: limits.max },
          ]}
        />
      </PromoHero>
      {loggedIn && info.isSuccess && (
        <PromoSection title={t('rebate.mineTitle')} icon="user">
          <FigureGrid
            figures={[
              { label: t('rebate.today'), value: money(info.data.today) },
              { label: t('rebate.wager'), value: `×${info.data.wagerMultiple}` },
              { label: t('rebate.keep'), value: t('signup.days', { n: info.data.keepDays }) },
            ]}
          />
          <ul className={styles.checks}>
            <li data-met={info.data.phoneBound}>
              <Icon name={info.data.phoneBound ? 'check' : 'close'} size={16} />
              {t(info.data.phoneBound ? 'rebate.phoneBound' : 'rebate.phoneMissing')}
            </li>
            <li data-met={info.data.withdrawAccount}>
              <Icon name={info.data.withdrawAccount ? 'check' : 'close'} size={16} />
              {t(info.data.withdrawAccount ? 'rebate.bankBound' : 'rebate.bankMissing')}
            </li>
          </ul>
        </PromoSection>
      )}
      <RebateCalculator figures={figures} />
      <Steps
        steps={[t('rebate.step1', limits), t('rebate.step2', limits), t('rebate.step3', limits)]}
      />
      <TermsList
        title={t('terms.rebateTitle')}
        icon="coins"
        items={[t('terms.rebatePhoneBank'), t('terms.rebateRegion'), t('terms.rebateExclusive')]}
      />
      <div className={styles.cta}>
        <Button variant="accent" block onClick={() => navigateTo(PATHS.deposit)}>
          <Icon name="deposit" size={18} />
          {t('rebate.depositNow')}
        </Button>
      </div>
    </>
  );
}
