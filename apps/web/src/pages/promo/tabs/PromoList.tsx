import type { TCampaign } from '@khel/contract';
import { useTranslation } from '../../../i18n/useTranslation';
import { isAppPage } from '../../../features/promo/appLink';
import type { PromoArtSpec } from '../../../features/promo/types';
import { usePromoList } from '../../../features/promo/usePromotions';
import { navigateTo, openLink } from '../../../router/navigation';
import { PATHS, type PagePath } from '../../../router/paths';
import { EmptyState, ErrorState, Skeleton } from '../../../ui/States';
import { FeaturedRebate } from './FeaturedRebate';
import { PromoCard } from './PromoCard';
import styles from './PromoList.module.css';

/** Where each kind of campaign leads, and its art; a link card leads where the operator said. */
const KINDS: Partial<Record<TCampaign['kind'], PromoArtSpec & { url: PagePath }>> = {
  first_deposit: { url: PATHS.firstDeposit, icon: 'gift', tone: 'gold' },
  signup_bonus: { url: PATHS.signupBonus, icon: 'star', tone: 'purple' },
  deposit_gift: { url: PATHS.deposit, icon: 'coins', tone: 'orange' },
};

/** The first line of a campaign's rules: the card's one-line description. */
const firstLine = (rules: string) => rules.split('\n')[0] ?? '';

/** The operator's running campaigns (docs/product.md §2), each leading to its page. */
export function PromoList() {
  const { t } = useTranslation('promo');
  const promotions = usePromoList();

  if (promotions.isPending) {
    return (
      <div className={styles.list}>
        <Skeleton height="7rem" />
        <Skeleton height="5rem" />
        <Skeleton height="5rem" />
      </div>
    );
  }
  if (promotions.isError) {
    return (
      <ErrorState
        message={t('list.loadFailed')}
        error={promotions.error}
        onRetry={() => void promotions.refetch()}
      />
    );
  }
  const cards = promotions.data.list.flatMap((campaign) => {
    if (campaign.kind === 'deposit_cashback')
      return [<FeaturedRebate key={campaign.id} campaign={campaign} />];
    const known = KINDS[campaign.kind];
    const link = campaign.kind === 'link' && isAppPage(campaign.link) ? campaign.link : null;
    if (!known && !link) return [];
    return [
      <PromoCard
        key={campaign.id}
        icon={known?.icon ?? 'link'}
        tone={known?.tone ?? 'blue'}
        imageUrl={campaign.bannerUrl}
        title={campaign.title}
        description={firstLine(campaign.rules)}
        action={t('cards.join')}
        onClick={() => (known ? navigateTo(known.url) : openLink(link!))}
      />,
    ];
  });
  if (cards.length === 0) return <EmptyState icon="gift" message={t('list.empty')} />;
  return <div className={styles.list}>{cards}</div>;
}
