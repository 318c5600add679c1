import { z } from 'zod';
import { PspError } from './errors';
import { parseRupees } from '@khel/contract/money';

/** The merchant API's request bodies. Amounts arrive in rupees and leave as paise. */

const amount = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const parsed = parseRupees(value);
  if (!parsed.ok) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be a positive amount in rupees with at most 2 decimals, at most 10,000,000',
    });
    return z.NEVER;
  }
  return parsed.paise;
});

const id = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .regex(/^[A-Za-z0-9._:-]+$/, 'may hold only letters, digits and . _ : -');

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL');

export const METHODS = ['UPI', 'IMPS'] as const;
export type PayMethod = (typeof METHODS)[number];
const method = z.enum(METHODS, { message: "must be 'UPI' or 'IMPS'" });

export const UTR_PATTERN = /^\d{12}$/;
/** A crypto transfer is reconciled like a bank one, by its transaction hash (64 hex, 0x optional). */
export const TX_HASH_PATTERN = /^(0x)?[0-9a-f]{64}$/;
export const TRANSFER_METHODS = [...METHODS, 'CRYPTO'] as const;
export type TransferMethod = (typeof TRANSFER_METHODS)[number];

/** Whether `reference` is a valid reference for a transfer by `method`. */
export const isTransferReference = (method: string, reference: string) =>
  method === 'CRYPTO' ? TX_HASH_PATTERN.test(reference) : UTR_PATTERN.test(reference);
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const ZCreateOrder = z.object({
  merchantOrderId: id(64),
  amount,
  currency: z.literal('INR', { message: "must be 'INR'" }),
  method,
  notifyUrl: httpUrl.optional(),
  returnUrl: httpUrl,
  customer: z.object({ id: id(64), name: z.string().trim().max(100).optional() }).optional(),
});
export type TCreateOrder = z.infer<typeof ZCreateOrder>;

export const ZQueryOrder = z
  .object({ orderId: id(64).optional(), merchantOrderId: id(64).optional() })
  .refine((v) => v.orderId !== undefined || v.merchantOrderId !== undefined, {
    message: 'give orderId or merchantOrderId',
  });

export const ZExpectUtr = z
  .object({
    merchantOrderId: id(64),
    utr: z.string().trim().toLowerCase(),
    amount,
    method: z.enum(TRANSFER_METHODS, { message: "must be 'UPI', 'IMPS' or 'CRYPTO'" }),
    notifyUrl: httpUrl.optional(),
  })
  .superRefine((value, ctx) => {
    if (isTransferReference(value.method, value.utr)) return;
    ctx.addIssue({
      code: 'custom',
      path: ['utr'],
      message:
        value.method === 'CRYPTO'
          ? 'must be a transaction hash of 64 hexadecimal digits'
          : 'must be exactly 12 digits',
    });
  });
export type TExpectUtr = z.infer<typeof ZExpectUtr>;

export const ZQueryUtr = z.object({
  utr: z
    .string()
    .trim()
    .toLowerCase()
    .refine(
      (v) => UTR_PATTERN.test(v) || TX_HASH_PATTERN.test(v),
      'must be 12 digits or a 64-digit transaction hash',
    ),
});

export const ZCreatePayout = z.object({
  merchantPayoutId: id(64),
  amount,
  accountName: z.string().trim().min(1, 'is required').max(100),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{6,18}$/, 'must be 6 to 18 digits'),
  ifsc: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(
      z
        .string()
        .regex(IFSC_PATTERN, 'must be 11 characters: 4 letters, 0, then 6 letters or digits'),
    ),
  notifyUrl: httpUrl.optional(),
});
export type TCreatePayout = z.infer<typeof ZCreatePayout>;

export const ZQueryPayout = z
  .object({ payoutId: id(64).optional(), merchantPayoutId: id(64).optional() })
  .refine((v) => v.payoutId !== undefined || v.merchantPayoutId !== undefined, {
    message: 'give payoutId or merchantPayoutId',
  });

/** Parses a body or throws INVALID_REQUEST naming the first bad field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new PspError('INVALID_REQUEST', 'The body must be a JSON object');
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  const message =
    issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message;
  throw new PspError('INVALID_REQUEST', field ? `${field} ${message}` : message);
}
