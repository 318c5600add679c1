import { useAppStore, APP_DEFAULTS } from '../stores/app';

/** Rupees as the player reads them: the currency sign and two decimals, grouped Indian-style. */
export function formatMoney(rupees: number, sign: string = APP_DEFAULTS.currencySign) {
  const formatted = new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(rupees);
  return `${sign} ${formatted}`;
}

export function Money({ rupees }: { rupees: number }) {
  const sign = useAppStore((s) => s.appInfo?.currencySign ?? APP_DEFAULTS.currencySign);
  return <span>{formatMoney(rupees, sign)}</span>;
}
