import { useTranslation } from '../../i18n/useTranslation';
import { CheckinBoard } from './CheckinBoard';
import { LuckyWheel } from './LuckyWheel';
import { PromoHero } from './PromoHero';
import { PromoSection } from './PromoSection';
import { WheelRecords } from './WheelRecords';

/**
 * Daily check-in and the lucky wheel, from the server (engagement.ts). The wheel lives here (docs/product.md §2 gives it no page of its
 * own) because both are the daily habit of coming back: check in, then spin.
 */
export function SigninBody() {
  const { t } = useTranslation('promo');
  return (
    <>
      <PromoHero
        title={t('checkin.heroTitle')}
        subtitle={t('checkin.heroDesc')}
        icon="calendar"
        tone="green"
      />
      <CheckinBoard />
      <PromoSection title={t('wheel.title')} description={t('wheel.desc')} icon="wheel">
        <LuckyWheel />
        <WheelRecords />
      </PromoSection>
    </>
  );
}
