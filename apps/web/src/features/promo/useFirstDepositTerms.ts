import { useTranslation } from 'react-i18next';

/**
 * The first-deposit terms of docs/product.md §8. The wagering multiple is operator configuration not
 * known yet; until it is, the first term is phrased without a number.
 */
export function useFirstDepositTerms(wageringTimes?: number): string[] {
  const { t } = useTranslation('promo');
  return [
    wageringTimes === undefined
      ? t('terms.wagerUnset')
      : t('terms.wager', { times: wageringTimes }),
    t('terms.accounts'),
    t('terms.exclusive'),
    t('terms.turnover'),
    t('terms.fairPlay'),
    t('terms.interpretation'),
  ];
}
