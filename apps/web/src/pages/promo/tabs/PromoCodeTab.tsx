import { useTranslation } from '../../../i18n/useTranslation';
import { GiftCodeForm } from '../../../features/promo/GiftCodeForm';
import { PromoHero } from '../../../features/promo/PromoHero';
import { RedeemedCodes } from '../../../features/promo/RedeemedCodes';
import styles from './panel.module.css';

/** Redeem a platform promo code; the player's redeemed codes below. */
export function PromoCodeTab() {
  const { t } = useTranslation('promo');
  return (
    <>
      <PromoHero
        title={t('code.promoTitle')}
        subtitle={t('code.promoDesc')}
        icon="ticket"
        tone="purple"
      >
        <div className={styles.form}>
          <GiftCodeForm
            scope="promo"
            placeholder={t('code.promoPlaceholder')}
            requiredMessage={t('code.promoRequired')}
          />
        </div>
      </PromoHero>
      <RedeemedCodes scope="promo" />
    </>
  );
}
