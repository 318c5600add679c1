import { useTranslation } from '../../i18n/useTranslation';
import type { AmountBounds } from './amounts';
import { validateDepositAmount } from './validation';

/** The deposit amount check as the toast text docs/product.md §5 gives, or null when the amount is fine. */
export function useAmountMessage() {
  const { t } = useTranslation('wallet');
  return (text: string, bounds: AmountBounds): string | null => {
    const error = validateDepositAmount(text, bounds);
    if (!error) return null;
    return error.code === 'amountRequired'
      ? t('deposit.amountRequired')
      : t('deposit.amountRange', { min: error.min, max: error.max });
  };
}
