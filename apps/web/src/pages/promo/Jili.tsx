import { useTranslation } from '../../i18n/useTranslation';
import { GiftCodeForm } from '../../features/promo/GiftCodeForm';
import { PromoHero } from '../../features/promo/PromoHero';
import { PromoSection } from '../../features/promo/PromoSection';
import { RedeemedCodes } from '../../features/promo/RedeemedCodes';
import { Steps } from '../../features/promo/Steps';
import type { PageProps } from '../../router/routes';

/** The Jili game-provider gift code. */
export default function JiliPage(_props: PageProps) {
  const { t } = useTranslation('promo');
  return (
    <>
      <PromoHero
        title={t('jili.heroTitle')}
        subtitle={t('jili.heroDesc')}
        icon="ticket"
        tone="orange"
        figure={t('jili.brand')}
      />
      <PromoSection title={t('code.jiliTitle')} description={t('code.jiliDesc')} icon="gift">
        <GiftCodeForm
          scope="jili"
          placeholder={t('code.jiliPlaceholder')}
          requiredMessage={t('code.jiliRequired')}
        />
      </PromoSection>
      <RedeemedCodes scope="jili" />
      <Steps steps={[t('jili.step1'), t('jili.step2'), t('jili.step3')]} />
    </>
  );
}
