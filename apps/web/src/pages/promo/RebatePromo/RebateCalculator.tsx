import { toRupees } from '@khel/contract/money';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { PromoSection } from '../../../features/promo/PromoSection';
import { estimateCashback, type CashbackFigures } from '../../../features/promo/rebate';
import { useMoneyText } from '../../../ui/Money';
import { APP_DEFAULTS, useAppStore } from '../../../stores/app';
import { Field } from '../../../ui/Field';
import styles from './RebateCalculator.module.css';

/** What a deposit would earn, from the campaign's figures the server sent. */
export function RebateCalculator({ figures }: { figures: CashbackFigures }) {
  const { t } = useTranslation('promo');
  const money = useMoneyText();
  const sign = useAppStore((s) => s.appInfo?.currencySign ?? APP_DEFAULTS.currencySign);
  const [amount, setAmount] = useState('');
  const estimate = estimateCashback(amount, figures);

  return (
    <PromoSection title={t('rebate.calcTitle')} icon="coins">
      <Field
        name="depositAmount"
        label={t('rebate.calcLabel')}
        inputMode="decimal"
        placeholder={t('rebate.calcPlaceholder')}
        prefix={sign}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <div className={styles.result} data-kind={estimate.kind}>
        <span className={styles.label}>{t('rebate.calcResult')}</span>
        <strong className={styles.value}>
          {estimate.kind === 'ok' ? money(toRupees(estimate.cashbackPaise)) : '--'}
        </strong>
      </div>
      <p className={styles.note}>
        {estimate.kind === 'empty' && t('rebate.calcEmpty')}
        {estimate.kind === 'belowMin' && t('rebate.belowMin', { min: money(figures.minDeposit) })}
        {estimate.kind === 'ok' &&
          estimate.capped &&
          t('rebate.capped', { max: money(figures.dailyCap) })}
      </p>
    </PromoSection>
  );
}
