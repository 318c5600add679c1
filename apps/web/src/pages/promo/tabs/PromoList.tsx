import { useTranslation } from 'react-i18next';
import { INVITEES_PER_REWARD, SIGNUP_WINDOW_HOURS } from '../../../features/promo/constants';
import type { PromoArtSpec } from '../../../features/promo/types';
import { navigateTo } from '../../../router/navigation';
import { PATHS, type PagePath } from '../../../router/paths';
import { FeaturedRebate } from './FeaturedRebate';
import { PromoCard } from './PromoCard';
import styles from './PromoList.module.css';

type CardKey = 'firstDeposit' | 'signupBonus' | 'jili' | 'invitationalRanks' | 'ranking' | 'signin';

const CARDS: (PromoArtSpec & { key: CardKey; url: PagePath })[] = [
  {
    key: 'firstDeposit',
    url: PATHS.firstDeposit,
    icon: 'gift',
    tone: 'gold',
  },
  { key: 'signupBonus', url: PATHS.signupBonus, icon: 'star', tone: 'purple' },
  { key: 'jili', url: PATHS.jili, icon: 'ticket', tone: 'orange' },
  { key: 'invitationalRanks', url: PATHS.invitationalRanks, icon: 'share', tone: 'blue' },
  { key: 'ranking', url: PATHS.ranking, icon: 'trophy', tone: 'red' },
  { key: 'signin', url: PATHS.signin, icon: 'calendar', tone: 'green' },
];

/** The product's promotions (docs/product.md §2), each leading to its page. */
export function PromoList() {
  const { t } = useTranslation('promo');
  const values = { hours: SIGNUP_WINDOW_HOURS, n: INVITEES_PER_REWARD };
  return (
    <div className={styles.list}>
      <FeaturedRebate />
      {CARDS.map((card) => (
        <PromoCard
          key={card.key}
          icon={card.icon}
          tone={card.tone}
          title={t(`cards.${card.key}.title`)}
          description={t(`cards.${card.key}.desc`, values)}
          action={t('cards.join')}
          onClick={() => navigateTo(card.url)}
        />
      ))}
    </div>
  );
}
