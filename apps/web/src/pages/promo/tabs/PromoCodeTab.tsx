import { useTranslation } from 'react-i18next';
import { GiftCodeForm } from '../../../features/promo/GiftCodeForm';
import { PROMO_CALLS } from '../../../features/promo/paths';
import { PromoHero } from '../../../features/promo/PromoHero';
import styles from './panel.module.css';

/** Redeem a platform promo code. */
export function PromoCodeTab() {
  const { t } = useTranslation('promo');
  return (
    <PromoHero
      title={t('code.promoTitle')}
      subtitle={t('code.promoDesc')}
      icon="ticket"
      tone="purple"
    >
      <div className={styles.form}>
        <GiftCodeForm
          redeem={PROMO_CALLS.redeemPromoCode}
          placeholder={t('code.promoPlaceholder')}
          requiredMessage={t('code.promoRequired')}
        />
      </div>
    </PromoHero>
  );
}
