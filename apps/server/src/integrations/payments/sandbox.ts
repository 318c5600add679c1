import { text } from '@khel/contract';
import { answerJson, fetchPost, type HttpPost, type HttpPostAnswer } from '@khel/contract/http';
import { isFresh, signBody, verifySignature } from '@khel/contract/signing';
import { z } from 'zod';
import { AppError } from '../../errors';
import { parseRupees, toRupees } from '@khel/contract/money';
import {
  GatewayCallbackError,
  GatewayRefusal,
  type GatewayEvent,
  type PaymentGateway,
  type PaymentStatus,
  type PayoutStatus,
  type TransferStatus,
} from './types';

/**
 * The gateway adapter for apps/psp-sandbox's merchant API (its README is the API reference):
 * signed JSON requests out, signed callbacks in. It speaks only HTTP, so the sandbox can run in
 * this process (the default, its calls answered in process: `post`) or on its own host.
 */
export interface SandboxGatewayOptions {
  /** The gateway's base URL, e.g. http://127.0.0.1:8080/psp (a function: the port is known late). */
  baseUrl: () => string;
  merchantId: string;
  secret: string;
  /** Where the gateway posts its callbacks for this merchant. */
  notifyUrl: () => string;
  timeoutMs?: number;
  /** How the signed requests travel (default: over the network, fetchPost). */
  post?: HttpPost;
}

const HEADERS = {
  merchant: 'x-psp-merchant',
  timestamp: 'x-psp-timestamp',
  signature: 'x-psp-signature',
} as const;
const MAX_SKEW_SECONDS = 300;
/** The answer when the gateway cannot be reached, or answers what we cannot use. */
export const GATEWAY_UNAVAILABLE =
  'The payment service is not available right now. Please try again later.';

/** Rupees on the wire as paise; zero only where the gateway means "nothing" (a UTR not found). */
const paise = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const parsed = parseRupees(value, { allowZero: true });
  if (parsed.ok) return parsed.paise;
  ctx.addIssue({ code: 'custom', message: parsed.reason });
  return z.NEVER;
});
const date = text()
  .max(40)
  .transform((v) => new Date(v))
  .refine((d) => d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 9999, 'must be a date');
/** The gateway's ids and texts: the contract's text rule, so nothing unstorable reaches SQL. */
const id = text().min(1).max(128);
const note = text().max(2000);

const ZOrder = z.object({
  orderId: id,
  merchantOrderId: id,
  amount: paise,
  status: z.enum(['created', 'paid', 'failed', 'expired']),
  payUrl: note,
  expiresAt: date,
  paidAt: date.nullable(),
  utr: id.nullable(),
});
const ZTransfer = z.object({
  utr: id,
  merchantOrderId: id,
  status: z.enum(['pending', 'received', 'not_found']),
  receivedAmount: paise.nullable(),
});
const ZPayout = z.object({
  payoutId: id,
  merchantPayoutId: id,
  amount: paise,
  status: z.enum(['processing', 'paid', 'failed']),
  utr: id.nullable(),
  failureReason: note.nullable(),
});
const ZCallback = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('order'),
    orderId: id,
    merchantOrderId: id,
    amount: paise,
    status: z.enum(['paid', 'failed']),
    utr: id.nullable(),
    paidAt: date.nullable(),
  }),
  z.object({
    type: z.literal('utr'),
    utr: id,
    merchantOrderId: id,
    amount: paise,
    status: z.enum(['received', 'not_found']),
    receivedAt: date.nullable(),
  }),
  z.object({
    type: z.literal('payout'),
    payoutId: id,
    merchantPayoutId: id,
    amount: paise,
    status: z.enum(['paid', 'failed']),
    utr: id.nullable(),
    failureReason: note.nullable(),
    finishedAt: date.nullable(),
  }),
]);

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
};

export function createSandboxGateway(options: SandboxGatewayOptions): PaymentGateway {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const post = options.post ?? fetchPost;

  /** One signed call; answers null for the gateway's NOT_FOUND, throws AppError otherwise. */
  async function call<S extends z.ZodType>(
    path: string,
    body: object,
    schema: S,
  ): Promise<z.output<S> | null> {
    const rawBody = JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    let response: HttpPostAnswer;
    try {
      response = await post(`${options.baseUrl().replace(/\/+$/, '')}/api/${path}`, {
        headers: {
          'content-type': 'application/json',
          [HEADERS.merchant]: options.merchantId,
          [HEADERS.timestamp]: timestamp,
          [HEADERS.signature]: signBody(options.secret, timestamp, rawBody),
        },
        body: rawBody,
        timeoutMs,
      });
    } catch {
      throw new AppError('unavailable', GATEWAY_UNAVAILABLE);
    }
    const answer = answerJson(response);
    if (response.status === 404) return null;
    if (response.status < 200 || response.status > 299) {
      const error = z.object({ error: z.string(), message: z.string() }).safeParse(answer);
      // A refusal the player can act on (a UTR already used elsewhere) keeps its meaning;
      // everything else is the gateway's problem, not the player's.
      if (error.success && error.data.error === 'UTR_CONFLICT') {
        throw new AppError('conflict', 'This UTR has already been submitted');
      }
      // A payout the gateway refuses (invalid account, another payout under the number) will be
      // refused again: withdrawals hold the order for an operator instead of retrying.
      if (path === 'payouts' && (response.status === 400 || response.status === 409)) {
        throw new GatewayRefusal(
          error.success ? error.data.error : `HTTP_${response.status}`,
          error.success ? error.data.message : 'The gateway refused the payout',
        );
      }
      throw new AppError('unavailable', GATEWAY_UNAVAILABLE);
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new AppError('unavailable', GATEWAY_UNAVAILABLE);
    return parsed.data;
  }

  const paymentStatus = (o: z.output<typeof ZOrder>): PaymentStatus => ({
    gatewayOrderId: o.orderId,
    merchantOrderId: o.merchantOrderId,
    status: o.status,
    amountPaise: o.amount,
    utr: o.utr,
    paidAt: o.paidAt,
  });
  const transferStatus = (t: z.output<typeof ZTransfer>): TransferStatus => ({
    reference: t.utr,
    merchantOrderId: t.merchantOrderId,
    status: t.status,
    receivedAmountPaise: t.receivedAmount,
  });
  const payoutStatus = (p: z.output<typeof ZPayout>): PayoutStatus => ({
    gatewayPayoutId: p.payoutId,
    merchantPayoutId: p.merchantPayoutId,
    status: p.status,
    amountPaise: p.amount,
    utr: p.utr,
    failureReason: p.failureReason,
  });
  const required = <T>(value: T | null): T => {
    if (value === null) throw new AppError('unavailable', GATEWAY_UNAVAILABLE);
    return value;
  };

  return {
    code: 'sandbox',
    acknowledgement: { status: 200, body: { ack: true } },

    async createPayment(input) {
      const order = required(
        await call(
          'orders',
          {
            merchantOrderId: input.merchantOrderId,
            amount: toRupees(input.amountPaise),
            currency: 'INR',
            method: input.method,
            notifyUrl: options.notifyUrl(),
            returnUrl: input.returnUrl,
            customer: input.customer,
          },
          ZOrder,
        ),
      );
      return { gatewayOrderId: order.orderId, payUrl: order.payUrl, expiresAt: order.expiresAt };
    },

    async queryPayment(merchantOrderId) {
      const order = await call('orders/query', { merchantOrderId }, ZOrder);
      return order && paymentStatus(order);
    },

    async expectTransfer(input) {
      const transfer = await call(
        'utr/expect',
        {
          merchantOrderId: input.merchantOrderId,
          utr: input.reference,
          amount: toRupees(input.amountPaise),
          method: input.method,
          notifyUrl: options.notifyUrl(),
        },
        ZTransfer,
      );
      return transferStatus(required(transfer));
    },

    async queryTransfer(reference) {
      const transfer = await call('utr/query', { utr: reference }, ZTransfer);
      return transfer && transferStatus(transfer);
    },

    async createPayout(input) {
      const payout = await call(
        'payouts',
        {
          merchantPayoutId: input.merchantPayoutId,
          amount: toRupees(input.amountPaise),
          accountName: input.accountName,
          accountNumber: input.accountNumber,
          ifsc: input.ifsc,
          notifyUrl: options.notifyUrl(),
        },
        ZPayout,
      );
      return payoutStatus(required(payout));
    },

    async queryPayout(merchantPayoutId) {
      const payout = await call('payouts/query', { merchantPayoutId }, ZPayout);
      return payout && payoutStatus(payout);
    },

    parseCallback(headers, rawBody): GatewayEvent {
      if (header(headers, HEADERS.merchant) !== options.merchantId) {
        throw new GatewayCallbackError('unknown_merchant', 'Unknown merchant');
      }
      const timestamp = header(headers, HEADERS.timestamp);
      const signature = header(headers, HEADERS.signature);
      if (
        !/^[0-9a-f]{64}$/i.test(signature) ||
        !verifySignature(options.secret, timestamp, rawBody, signature)
      ) {
        throw new GatewayCallbackError('bad_signature', 'Signature missing or wrong');
      }
      // Checked after the signature: the timestamp is signed, so a stale one cannot be refreshed.
      if (!isFresh(timestamp, MAX_SKEW_SECONDS)) {
        throw new GatewayCallbackError('stale', 'Timestamp missing or more than 5 minutes away');
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new GatewayCallbackError('malformed', 'The body is not JSON');
      }
      const parsed = ZCallback.safeParse(json);
      if (!parsed.success) throw new GatewayCallbackError('malformed', 'Unexpected callback body');
      const event = parsed.data;
      const now = new Date();
      switch (event.type) {
        case 'order':
          return {
            type: 'order',
            gatewayOrderId: event.orderId,
            merchantOrderId: event.merchantOrderId,
            status: event.status,
            amountPaise: event.amount,
            utr: event.utr,
            at: event.paidAt ?? now,
          };
        case 'utr':
          return {
            type: 'transfer',
            reference: event.utr,
            merchantOrderId: event.merchantOrderId,
            status: event.status,
            amountPaise: event.status === 'received' ? event.amount : null,
            at: event.receivedAt ?? now,
          };
        case 'payout':
          return {
            type: 'payout',
            gatewayPayoutId: event.payoutId,
            merchantPayoutId: event.merchantPayoutId,
            status: event.status,
            amountPaise: event.amount,
            utr: event.utr,
            failureReason: event.failureReason,
            at: event.finishedAt ?? now,
          };
      }
    },
  };
}
