/**
 * The jurisdiction module's door (README.md here): the licence's country rules from the
 * configuration, and the lookups other modules use to apply them.
 */
export {
  allowedPrefixes,
  DEPOSIT_KIND_OF_TYPE,
  DEPOSIT_KINDS,
  parseJurisdictionRules,
  SANDBOX_JURISDICTION_RULES,
  type CountryRule,
  type DepositKind,
  type JurisdictionRules,
} from './rules';
export {
  countryOf,
  depositKindAllowed,
  kycThresholdsOf,
  minimumAgeOf,
  offeredPhonePrefixes,
} from './service';
