import { formatPaise, paiseOf } from '@khel/contract/money';
import { APP_DEFAULTS, useCurrencySign } from '../stores/app';

/** Rupees as the player reads them: the currency sign and two decimals, grouped Indian-style. */
export function formatMoney(rupees: number, sign: string = APP_DEFAULTS.currencySign) {
  return `${sign} ${formatPaise(paiseOf(rupees), { grouping: 'indian' })}`;
}

/** Formats rupees as text with the app's currency sign, for amounts inside sentences. */
export function useMoneyText(): (rupees: number) => string {
  const sign = useCurrencySign();
  return (rupees) => formatMoney(rupees, sign);
}

export function Money({ rupees }: { rupees: number }) {
  return <span>{useMoneyText()(rupees)}</span>;
}
