import { useTranslation } from 'react-i18next';
import {
  REBATE_MAX_DAILY_RUPEES,
  REBATE_MIN_DEPOSIT_RUPEES,
  REBATE_PERCENT,
} from '../../../features/promo/constants';
import { FigureGrid } from '../../../features/promo/FigureGrid';
import { PromoHero } from '../../../features/promo/PromoHero';
import { Steps } from '../../../features/promo/Steps';
import { TermsList } from '../../../features/promo/TermsList';
import { useMoneyText } from '../../../ui/Money';
import { HeaderRight } from '../../../layouts/SubLayout';
import { navigateTo } from '../../../router/navigation';
import { PATHS } from '../../../router/paths';
import type { PageProps } from '../../../router/routes';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/icons';
import { RebateCalculator } from './RebateCalculator';
import styles from './RebatePromo.module.css';

/** The 35% deposit cashback (docs/product.md §9): min deposit 500, at most 30000 a day. */
export default function RebatePromoPage(_props: PageProps) {
  const { t } = useTranslation('promo');
  const money = useMoneyText();
  const limits = {
    percent: REBATE_PERCENT,
    min: money(REBATE_MIN_DEPOSIT_RUPEES),
    max: money(REBATE_MAX_DAILY_RUPEES),
  };
  return (
    <>
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
      <PromoHero
        title={t('rebate.heroTitle')}
        subtitle={t('rebate.heroDesc', limits)}
        icon="coins"
        tone="red"
        figure={`${REBATE_PERCENT}%`}
      >
        <FigureGrid
          look="onHero"
          figures={[
            { label: t('rebate.cashback'), value: `${REBATE_PERCENT}%` },
            { label: t('rebate.minDeposit'), value: limits.min },
            { label: t('rebate.maxBonus'), value: limits.max },
          ]}
        />
      </PromoHero>
      <RebateCalculator />
      <Steps
        steps={[t('rebate.step1', limits), t('rebate.step2', limits), t('rebate.step3', limits)]}
      />
      <TermsList
        title={t('terms.rebateTitle')}
        icon="coins"
        items={[t('terms.rebatePhoneBank'), t('terms.rebateRegion')]}
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
