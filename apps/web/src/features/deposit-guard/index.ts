/** The deposit-guard feature's public entry: what other features use (see docs/architecture.md, Web). */
export { CHARGE_INFO_KEY, fetchChargeInfo } from './chargeInfoQuery';
