import { PHONE_PREFIXES, type PhonePrefix } from '@khel/contract/phone';
import { z } from 'zod';

/** The deposit tabs of docs/product.md §4 by name: 1 online, 2 transfer, 3 agency, 4 crypto. */
export const DEPOSIT_KINDS = ['online', 'transfer', 'agency', 'crypto'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];
export const DEPOSIT_KIND_OF_TYPE: Record<number, DepositKind> = {
  1: 'online',
  2: 'transfer',
  3: 'agency',
  4: 'crypto',
};

const rupees = z.number().min(0).max(10_000_000);

/**
 * One country the licence covers (README.md here): the phone prefix that places a player in it,
 * the minimum age, the deposit kinds allowed and, optionally, KYC withdrawal thresholds that
 * replace the operator's settings for its players.
 */
const ZCountryRule = z
  .object({
    country: z.string().regex(/^[A-Z]{2}$/, 'expected an ISO 3166 two-letter code such as IN'),
    phonePrefix: z.enum(PHONE_PREFIXES, {
      message: `expected one of ${PHONE_PREFIXES.join(', ')} (the numbers the platform can check)`,
    }),
    minimumAge: z.number().int().min(18).max(25).default(18),
    depositKinds: z
      .array(z.enum(DEPOSIT_KINDS))
      .max(DEPOSIT_KINDS.length)
      .default([...DEPOSIT_KINDS]),
    kyc: z
      .object({
        singleWithdrawalAboveRupees: rupees.optional(),
        cumulativeWithdrawalsAboveRupees: rupees.optional(),
      })
      .strict()
      .default({}),
  })
  .strict();
export type CountryRule = z.infer<typeof ZCountryRule>;

const ZJurisdictionRules = z
  .object({ countries: z.array(ZCountryRule).min(1, 'at least one country').max(20) })
  .strict()
  .superRefine((rules, ctx) => {
    const seen = (values: string[]) => values.find((v, i) => values.indexOf(v) !== i);
    const country = seen(rules.countries.map((c) => c.country));
    if (country) ctx.addIssue({ code: 'custom', message: `country ${country} given twice` });
    const prefix = seen(rules.countries.map((c) => c.phonePrefix));
    if (prefix) ctx.addIssue({ code: 'custom', message: `phone prefix ${prefix} given twice` });
  });
export type JurisdictionRules = z.infer<typeof ZJurisdictionRules>;

/** The sandbox's markets (docs/product.md §1): Pakistan and India, 18+, every deposit kind. */
export const SANDBOX_JURISDICTION_RULES: JurisdictionRules = {
  countries: [
    {
      country: 'PK',
      phonePrefix: '+92',
      minimumAge: 18,
      depositKinds: [...DEPOSIT_KINDS],
      kyc: {},
    },
    {
      country: 'IN',
      phonePrefix: '+91',
      minimumAge: 18,
      depositKinds: [...DEPOSIT_KINDS],
      kyc: {},
    },
  ],
};

/**
 * JURISDICTION_RULES as JSON, e.g. `{"countries":[{"country":"IN","phonePrefix":"+91"}]}`;
 * answers the rules or the reasons it is refused, one line each.
 */
export function parseJurisdictionRules(
  json: string,
): { ok: true; rules: JurisdictionRules } | { ok: false; problems: string[] } {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, problems: ['not valid JSON'] };
  }
  const parsed = ZJurisdictionRules.safeParse(value);
  if (parsed.success) return { ok: true, rules: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    ),
  };
}

/** The phone prefixes the rules allow, in their order. */
export const allowedPrefixes = (rules: JurisdictionRules): PhonePrefix[] =>
  rules.countries.map((c) => c.phonePrefix);
