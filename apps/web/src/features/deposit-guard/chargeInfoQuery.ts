import { chargeInfoEndpoint } from '@khel/contract/endpoints';
import { call } from '../../lib/http';

/**
 * The one charge-info query, shared by the deposit guard (first screen) and the deposit pages
 * (lazy): one key, one fetch, so the guard's answer is the page's first paint. Kept free of
 * deposit code so the guard stays tiny.
 */
export const CHARGE_INFO_KEY = ['deposit', 'chargeInfo'] as const;

export const fetchChargeInfo = () => call(chargeInfoEndpoint, {}, { silent: true });

/** Charge info older than this is fetched again before the guard trusts it. */
export const CHARGE_INFO_FRESH_MS = 30_000;
