import { describe, expect, it } from 'vitest';
import { parseJurisdictionRules, type JurisdictionRules } from './rules';
import {
  countryOf,
  depositKindAllowed,
  kycThresholdsOf,
  minimumAgeOf,
  offeredPhonePrefixes,
} from './service';

const rules = (json: object): JurisdictionRules => {
  const parsed = parseJurisdictionRules(JSON.stringify(json));
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.rules;
};

const INDIA_ONLY = rules({
  countries: [
    {
      country: 'IN',
      phonePrefix: '+91',
      minimumAge: 21,
      depositKinds: ['online', 'crypto'],
      kyc: { singleWithdrawalAboveRupees: 10000 },
    },
  ],
});
const BOTH = rules({
  countries: [
    { country: 'PK', phonePrefix: '+92' },
    { country: 'IN', phonePrefix: '+91', minimumAge: 21 },
  ],
});

describe('jurisdiction lookups', () => {
  it('offers the operator’s prefixes within the licence, the default among them', () => {
    expect(offeredPhonePrefixes(BOTH, { prefixes: ['+91', '+92'], default: '+92' })).toEqual({
      prefixes: ['+91', '+92'],
      default: '+92',
    });
    expect(offeredPhonePrefixes(INDIA_ONLY, { prefixes: ['+92', '+91'], default: '+92' })).toEqual({
      prefixes: ['+91'],
      default: '+91',
    });
    // Nothing of the operator's is allowed: the licence's own prefixes.
    expect(offeredPhonePrefixes(INDIA_ONLY, { prefixes: ['+92'], default: '+92' })).toEqual({
      prefixes: ['+91'],
      default: '+91',
    });
  });

  it('places a player by the bound phone, else by the market', () => {
    expect(countryOf(BOTH, { phone: '+919876543210' }, '+92')?.country).toBe('IN');
    expect(countryOf(BOTH, { phone: null }, '+92')?.country).toBe('PK');
    expect(countryOf(INDIA_ONLY, { phone: '+923001234567' }, '+91')).toBeNull();
  });

  it('allows the deposit kinds of the country only, none without a country', () => {
    const india = countryOf(INDIA_ONLY, { phone: '+919876543210' }, '+91');
    expect(depositKindAllowed(india, 'online')).toBe(true);
    expect(depositKindAllowed(india, 'transfer')).toBe(false);
    expect(depositKindAllowed(null, 'online')).toBe(false);
  });

  it('gives the country’s minimum age, the strictest when the country is unknown', () => {
    expect(minimumAgeOf(BOTH, countryOf(BOTH, { phone: null }, '+92'))).toBe(18);
    expect(minimumAgeOf(BOTH, null)).toBe(21);
  });

  it('gives the KYC thresholds a country overrides, leaving the rest to the operator', () => {
    const india = countryOf(INDIA_ONLY, { phone: null }, '+91');
    expect(kycThresholdsOf(india)).toEqual({
      singleWithdrawalAboveRupees: 10000,
      cumulativeWithdrawalsAboveRupees: undefined,
    });
    expect(kycThresholdsOf(null)).toEqual({
      singleWithdrawalAboveRupees: undefined,
      cumulativeWithdrawalsAboveRupees: undefined,
    });
  });
});
