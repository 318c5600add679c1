import { useTranslation } from '../../i18n/useTranslation';

/**
 * The first-deposit terms of docs/product.md §8, the wager multiple the server sent in place of
 * {0} ("bonus plus capital must be wagered N times"); without one (no campaign loaded) the first
 * term is phrased without a number.
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
