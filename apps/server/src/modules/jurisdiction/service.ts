import { phonePrefixOf } from '@khel/contract/phone';
import {
  allowedPrefixes,
  type CountryRule,
  type DepositKind,
  type JurisdictionRules,
} from './rules';

/**
 * The prefixes /u/gconfig offers: the operator's choice (app_settings phoneNumberPrefixes) that
 * the rules allow, the operator's default first when allowed; the rules' own when none is left.
 */
export function offeredPhonePrefixes(
  rules: JurisdictionRules,
  operator: { prefixes: readonly string[]; default: string },
): { prefixes: string[]; default: string } {
  const allowed: readonly string[] = allowedPrefixes(rules);
  const chosen = operator.prefixes.filter((p) => allowed.includes(p));
  const prefixes = chosen.length > 0 ? chosen : [...allowed];
  return {
    prefixes,
    default: prefixes.includes(operator.default) ? operator.default : prefixes[0]!,
  };
}

/**
 * The country a player belongs to: the bound phone's, else the market's default prefix's
 * (docs/product.md §2, as the deposit guard decides it); null when the rules cover neither.
 */
export function countryOf(
  rules: JurisdictionRules,
  player: { phone: string | null },
  marketPrefix: string,
): CountryRule | null {
  const prefix: string | null = player.phone ? phonePrefixOf(player.phone) : marketPrefix;
  return rules.countries.find((c) => c.phonePrefix === prefix) ?? null;
}

/** Whether a country's players may deposit by this kind (no country: none). */
export const depositKindAllowed = (country: CountryRule | null, kind: DepositKind) =>
  country !== null && country.depositKinds.includes(kind);

/** The youngest a player of this country may be; the strictest rule when the country is unknown. */
export const minimumAgeOf = (rules: JurisdictionRules, country: CountryRule | null) =>
  country?.minimumAge ?? Math.max(...rules.countries.map((c) => c.minimumAge));

/**
 * The KYC withdrawal thresholds of a country in rupees, where its rule replaces the operator's
 * settings (undefined: the operator's setting applies).
 */
export const kycThresholdsOf = (country: CountryRule | null) => ({
  singleWithdrawalAboveRupees: country?.kyc.singleWithdrawalAboveRupees,
  cumulativeWithdrawalsAboveRupees: country?.kyc.cumulativeWithdrawalsAboveRupees,
});
