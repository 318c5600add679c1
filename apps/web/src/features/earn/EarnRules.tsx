import { useTranslation } from 'react-i18next';
import { INVITEES_PER_REWARD, REWARD_PAYOUT_TIME, REWARD_PAYOUT_ZONE, TermsList } from '../promo';

/** How referral rewards work, from the figures docs/product.md §9 gives. */
export function EarnRules() {
  const { t } = useTranslation('earn');
  return (
    <TermsList
      title={t('rules.title')}
      icon="list"
      items={[
        t('rules.share'),
        t('rules.perReward', { n: INVITEES_PER_REWARD }),
        t('rules.payout', { time: REWARD_PAYOUT_TIME, zone: REWARD_PAYOUT_ZONE }),
        t('rules.claim'),
        t('rules.accounts'),
        t('rules.interpretation'),
      ]}
    />
  );
}
