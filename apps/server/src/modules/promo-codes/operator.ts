import { amount, paiseOf, PROMO_CODE_KINDS, PROMO_CODE_SCOPES, text } from '@khel/contract';
import { z } from 'zod';
import { AppError } from '../../errors';
import { describeIssue } from '../../plugins/api';
import { CODE_PATTERN, generateCode, normaliseCode } from './codes';
import type { PromoCodeDeps } from './deps';
import { presentCode, providerOf } from './present';
import { insertCode, listCodes } from './store';

const isoTime = text().datetime({ offset: true, message: 'expected an ISO time with its offset' });

/** What the operator sends to create a code (README.md "Operator API"); amounts in rupees. */
export const ZCreateCode = z
  .object({
    code: text()
      .transform(normaliseCode)
      .pipe(z.string().regex(CODE_PATTERN, 'letters, digits, - and _, 4 to 32 of them'))
      .optional()
      .describe('Generated when absent'),
    scope: z.enum(PROMO_CODE_SCOPES).default('promo'),
    kind: z.enum(PROMO_CODE_KINDS),
    amount: amount().optional().describe("'amount': paid on redemption"),
    percent: z.number().gt(0).max(1000).optional().describe("'deposit_percent': share, percent"),
    cap: amount().optional().describe("'deposit_percent': most it pays"),
    minDeposit: amount({ allowZero: true }).default(0),
    wagerMultiple: z.number().min(0).max(100).optional(),
    totalUses: z.number().int().min(1).max(10_000_000),
    startsAt: isoTime.optional().describe('Now when absent'),
    endsAt: isoTime.nullish().describe('Never when absent'),
    note: text().trim().max(200).optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.kind === 'amount') {
      if (c.amount === undefined) problem('amount', "required for kind 'amount'");
      if (c.percent !== undefined || c.cap !== undefined)
        problem('percent', "only for kind 'deposit_percent'");
    } else {
      if (c.percent === undefined) problem('percent', "required for kind 'deposit_percent'");
      if (c.cap === undefined) problem('cap', "required for kind 'deposit_percent'");
      if (c.amount !== undefined) problem('amount', "only for kind 'amount'");
    }
    if (c.percent !== undefined && Math.round(c.percent * 100) !== c.percent * 100)
      problem('percent', 'at most 2 decimals');
    if (c.startsAt && c.endsAt && Date.parse(c.endsAt) <= Date.parse(c.startsAt))
      problem('endsAt', 'must be after startsAt');
  });

/** Creates a code from the operator's body; a random one when no code is given. */
export async function createCode(deps: PromoCodeDeps, body: unknown) {
  const parsed = ZCreateCode.safeParse(body ?? {});
  if (!parsed.success) throw new AppError('badRequest', describeIssue(parsed.error));
  const c = parsed.data;
  const startsAt = c.startsAt ? new Date(c.startsAt) : deps.now();
  const endsAt = c.endsAt ? new Date(c.endsAt) : null;
  if (endsAt && endsAt.getTime() <= startsAt.getTime()) {
    throw new AppError('badRequest', 'Invalid endsAt: must be after startsAt');
  }
  const base = {
    provider: providerOf(c.scope),
    kind: c.kind,
    amountPaise: c.amount === undefined ? null : paiseOf(c.amount),
    percentBp: c.percent === undefined ? null : Math.round(c.percent * 100),
    capPaise: c.cap === undefined ? null : paiseOf(c.cap),
    minDepositPaise: paiseOf(c.minDeposit),
    wagerMultipleHundredths:
      c.wagerMultiple === undefined ? null : Math.round(c.wagerMultiple * 100),
    totalUses: c.totalUses,
    startsAt,
    endsAt,
    note: c.note ?? null,
  };
  // A generated code that happens to exist is drawn again; a given one is the operator's to change.
  for (let tries = 0; tries < 5; tries += 1) {
    const row = await insertCode(deps.db, { ...base, code: c.code ?? generateCode() });
    if (row) return presentCode(row);
    if (c.code) throw new AppError('conflict', `The code ${c.code} already exists`);
  }
  throw new AppError('conflict', 'Could not generate a free code, please try again');
}

/** The operator's list of codes, newest first, with their uses. */
export async function listCodesForOperator(deps: PromoCodeDeps) {
  return { list: (await listCodes(deps.db, 200)).map(presentCode) };
}
