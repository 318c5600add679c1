import { z } from 'zod';
import { withCommon } from './common';
import {
  PROTECTION_LIMITS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_MONTHS,
  SESSION_LIMIT_MINUTES,
  TIMEOUT_DAYS,
} from './constants';
import { defineEndpoint } from './endpoint';
import { amount } from './input';
import { MAX_AMOUNT_RUPEES } from './money';
import { API_PATHS } from './paths';

/**
 * Player protection (docs/product.md, Responsible gaming): the limits a player sets on deposits,
 * losses and session time, the reality-check interval, time-out and self-exclusion. A decrease
 * (or a first limit) applies at once; an increase or removal waits 24 hours and then needs the
 * player's confirmation. Money in rupees; periods are the platform's calendar day, week and month.
 */

const when = z.string().describe('An instant, ISO 8601');

export const ZProtectionLimit = z.enum(PROTECTION_LIMITS);

export const ZPendingLimitChange = z.object({
  limit: ZProtectionLimit,
  value: z
    .number()
    .nullable()
    .describe('The new limit (rupees; minutes for sessionMinutes); null: the limit removed'),
  requestedAt: when,
  effectiveAt: when.describe('From when the player can confirm it (the request + 24 hours)'),
  confirmable: z.boolean().describe('effectiveAt has passed'),
});
export type TPendingLimitChange = z.infer<typeof ZPendingLimitChange>;

export const ZProtectionExclusion = z.object({
  kind: z.enum(['timeout', 'self_exclusion']),
  since: when,
  until: when.nullable().describe('null: indefinite'),
  returnAt: when
    .nullable()
    .describe('The player asked to return: play is possible again from this instant'),
  canAskReturn: z.boolean().describe('The period is over and no return is asked yet'),
});

const rupeesOrNull = z.number().nullable();

export const ZProtectionInfoResponse = z.object({
  limits: z
    .object({
      depositDay: rupeesOrNull,
      depositWeek: rupeesOrNull,
      depositMonth: rupeesOrNull,
      lossDay: rupeesOrNull,
      lossWeek: rupeesOrNull,
      lossMonth: rupeesOrNull,
      sessionMinutes: z.number().int().nullable(),
    })
    .describe('The limits in force (rupees; minutes for sessionMinutes); null: none'),
  deposited: z
    .object({ day: z.number(), week: z.number(), month: z.number() })
    .describe('Deposits counted against the limits this day, week and month (open orders too)'),
  pending: z.array(ZPendingLimitChange).describe('Increases and removals waiting'),
  realityCheckMinutes: z.number().int(),
  exclusion: ZProtectionExclusion.nullable().describe('A time-out or self-exclusion in force'),
});
export type TProtectionInfoResponse = z.infer<typeof ZProtectionInfoResponse>;

export const SESSION_VALUE_MESSAGE = `the session limit must be ${SESSION_LIMIT_MINUTES.min}–${SESSION_LIMIT_MINUTES.max} minutes`;

export const ZSetLimitRequest = withCommon({
  limit: ZProtectionLimit,
  // Finite and bounded as a number (the refinement below gives each kind of limit its own
  // words, so the leaf's bounds only keep absurd numbers out).
  value: z
    .number()
    .min(-MAX_AMOUNT_RUPEES)
    .max(MAX_AMOUNT_RUPEES + 1)
    .nullable()
    .describe('The new limit (rupees; whole minutes for sessionMinutes); null removes it'),
}).superRefine((input, ctx) => {
  if (input.value === null) return;
  if (input.limit === 'sessionMinutes') {
    if (
      !Number.isInteger(input.value) ||
      input.value < SESSION_LIMIT_MINUTES.min ||
      input.value > SESSION_LIMIT_MINUTES.max
    ) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: SESSION_VALUE_MESSAGE });
    }
    return;
  }
  // Rupees as every amount (above zero, at most 2 decimals), with the amount's own words.
  const parsed = amount().safeParse(input.value);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: parsed.error.issues[0]!.message });
  }
});

export const ZSetLimitResponse = z.object({
  outcome: z
    .enum(['applied', 'pending', 'unchanged'])
    .describe('applied: in force now; pending: an increase or removal waiting 24 hours'),
  info: ZProtectionInfoResponse,
});
export type TSetLimitResponse = z.infer<typeof ZSetLimitResponse>;

export const ZLimitChangeRequest = withCommon({ limit: ZProtectionLimit });

export const ZRealityCheckRequest = withCommon({
  minutes: z
    .number()
    .int()
    .min(REALITY_CHECK_MINUTES.min)
    .max(REALITY_CHECK_MINUTES.max)
    .describe('Minutes of play between reality checks'),
});

export const ZExcludeRequest = withCommon({
  kind: z.enum(['timeout', 'self_exclusion']),
  days: z
    .number()
    .int()
    .min(TIMEOUT_DAYS.min)
    .max(TIMEOUT_DAYS.max)
    .nullish()
    .describe('Time-out length, 1–42 days'),
  months: z
    .number()
    .int()
    .min(SELF_EXCLUSION_MONTHS.min)
    .max(SELF_EXCLUSION_MONTHS.max)
    .nullish()
    .describe('Self-exclusion length, 6–60 months; absent or null: indefinite'),
  confirm: z.literal(true, { message: 'must be true: the player confirmed it' }),
}).superRefine((input, ctx) => {
  if (input.kind === 'timeout' && (input.days === undefined || input.days === null)) {
    ctx.addIssue({ code: 'custom', path: ['days'], message: 'a time-out needs its days' });
  }
});

export const protectionInfoEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.protectionInfo,
  summary: "The player's limits, pending increases, reality-check interval and exclusion",
  tag: 'protection',
  auth: true,
  request: withCommon({}),
  response: ZProtectionInfoResponse,
});

export const protectionSetLimitEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.protectionSetLimit,
  summary: 'Sets, lowers, raises or removes a limit',
  description:
    'A first limit or a decrease applies at once. An increase or a removal is queued: it can be ' +
    'confirmed 24 hours later (protection/limit/confirm) and cancelled until then.',
  tag: 'protection',
  auth: true,
  request: ZSetLimitRequest,
  response: ZSetLimitResponse,
});

export const protectionConfirmLimitEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.protectionConfirmLimit,
  summary: 'Confirms an increase or removal once its 24 hours have passed',
  tag: 'protection',
  auth: true,
  request: ZLimitChangeRequest,
  response: ZProtectionInfoResponse,
});

export const protectionCancelLimitEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.protectionCancelLimit,
  summary: 'Cancels a pending increase or removal (the limit in force stays)',
  tag: 'protection',
  auth: true,
  request: ZLimitChangeRequest,
  response: ZProtectionInfoResponse,
});

export const protectionRealityCheckEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.protectionRealityCheck,
  summary: 'Sets the minutes of play between reality checks (5–240, default 60)',
  tag: 'protection',
  auth: true,
  request: ZRealityCheckRequest,
  response: ZProtectionInfoResponse,
});

export const protectionExcludeEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.protectionExclude,
  summary: 'Starts a time-out (1–42 days) or a self-exclusion (6–60 months or indefinite)',
  description:
    'Effective at once and not reversible before its end: every session of the player ends, ' +
    'deposits, bets, promotions and marketing mail are refused while it lasts; withdrawals stay ' +
    'possible. Refused while one is in force.',
  tag: 'protection',
  auth: true,
  request: ZExcludeRequest,
  response: ZProtectionInfoResponse,
});

export const protectionReturnEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.protectionReturn,
  summary: 'Asks to return after a time-out or self-exclusion ended: play resumes 24 hours later',
  tag: 'protection',
  auth: true,
  request: withCommon({}),
  response: ZProtectionInfoResponse,
});

export const PROTECTION_ENDPOINTS = [
  protectionInfoEndpoint,
  protectionSetLimitEndpoint,
  protectionConfirmLimitEndpoint,
  protectionCancelLimitEndpoint,
  protectionRealityCheckEndpoint,
  protectionExcludeEndpoint,
  protectionReturnEndpoint,
] as const;
