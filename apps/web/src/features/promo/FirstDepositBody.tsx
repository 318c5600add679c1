import { useTranslation } from '../../i18n/useTranslation';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { useMoneyText } from '../../ui/Money';
import { EmptyState, ErrorState, Skeleton } from '../../ui/States';
import { FigureGrid } from './FigureGrid';
import styles from './FirstDepositBody.module.css';
import { PromoHero } from './PromoHero';
import { Steps } from './Steps';
import { TermsList } from './TermsList';
import { useFirstDepositTerms } from './useFirstDepositTerms';
import { useCampaign } from './usePromotions';

/**
 * The first deposit bonus (docs/product.md §8): the running campaign's percentage, cap and wager
 * multiple, how to join (the Deposit page's bonus event) and its terms.
 */
export function FirstDepositBody() {
  const { t } = useTranslation('promo');
  const money = useMoneyText();
  const { campaign, isPending, isError, error, refetch } = useCampaign('first_deposit');
  const terms = useFirstDepositTerms(campaign?.wagerMultiple);

  if (isPending) return <Skeleton height="14rem" />;
  if (isError) {
    return (
      <ErrorState message={t('list.loadFailed')} error={error} onRetry={() => void refetch()} />
    );
  }
  if (!campaign) return <EmptyState icon="gift" message={t('firstDeposit.notRunning')} />;
  const { percent = 0, cap } = campaign.figures;
  return (
    <>
      <PromoHero
        title={campaign.title}
        subtitle={t('firstDeposit.heroDesc')}
        icon="gift"
        tone="gold"
      >
        <FigureGrid
          look="onHero"
          figures={[
            { label: t('firstDeposit.percent'), value: `${percent}%` },
            { label: t('firstDeposit.cap'), value: cap === undefined ? '--' : money(cap) },
            { label: t('firstDeposit.wager'), value: `×${campaign.wagerMultiple}` },
          ]}
        />
        <p className={styles.hint}>
          <Icon name="info" size={16} />
          {t('firstDeposit.bonusHint')}
        </p>
        <Button variant="accent" block onClick={() => navigateTo(PATHS.deposit)}>
          <Icon name="deposit" size={18} />
          {t('firstDeposit.depositNow')}
        </Button>
      </PromoHero>
      <Steps steps={[t('firstDeposit.step1'), t('firstDeposit.step2'), t('firstDeposit.step3')]} />
      <TermsList title={t('terms.firstDepositTitle')} items={terms} />
    </>
  );
}
