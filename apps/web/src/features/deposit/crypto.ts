import type { TCryptoConfigItem } from '@khel/contract';

/**
 * The coin amount a rupee deposit needs at `rate` rupees per coin, rounded UP to 2 decimals (the
 * server's rule for payTo.cryptoAmount, so the estimate matches the order); null when unknown.
 */
export function cryptoEstimate(rupees: number | null, rate: number): string | null {
  if (rupees === null || !(rate > 0)) return null;
  const cents = Math.ceil(Math.round((rupees / rate) * 1e6) / 1e4);
  return (cents / 100).toFixed(2);
}

/** The currencies offered: entries with a currency, an address and a usable rate. */
export const cryptoCurrencies = (config: TCryptoConfigItem[]) =>
  config.filter((c) => c.currency && c.address && c.rate > 0);
