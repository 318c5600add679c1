import { useTranslation } from '../../../i18n/useTranslation';
import { PromoHero } from '../../../features/promo/PromoHero';
import { RankingBoard } from '../../../features/promo/RankingBoard';
import type { PageProps } from '../../../router/routes';

export default function RankingPage(_props: PageProps) {
  const { t } = useTranslation('promo');
  return (
    <>
      <PromoHero
        title={t('ranking.heroTitle')}
        subtitle={t('ranking.heroDesc')}
        icon="trophy"
        tone="red"
      />
      <RankingBoard />
    </>
  );
}
