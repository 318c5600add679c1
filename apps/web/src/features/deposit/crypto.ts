import type { TCryptoConfigItem } from '@khel/contract';
import { cryptoAmountFor, paiseOf } from '@khel/contract/money';

/**
 * The coin amount a rupee deposit needs at `rate` rupees per coin, by the server's rule for
 * payTo.cryptoAmount (rounded UP to 2 decimals), so the estimate matches the order; null when
 * unknown.
 */
export const cryptoEstimate = (rupees: number | null, rate: number): string | null =>
  rupees === null ? null : cryptoAmountFor(paiseOf(rupees), rate);

/** The currencies offered: entries with a currency, an address and a usable rate. */
export const cryptoCurrencies = (config: TCryptoConfigItem[]) =>
  config.filter((c) => c.currency && c.address && c.rate > 0);
