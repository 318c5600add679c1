import { isFresh, verifySignature } from '@khel/contract/signing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIGNATURE_HEADERS } from '../callbacks';
import type { Merchant, PspContext } from '../context';
import { PspError } from '../errors';
import { createOrder, queryOrder } from '../orders';
import { createPayout, queryPayout } from '../payouts';
import {
  parseBody,
  ZCreateOrder,
  ZCreatePayout,
  ZExpectUtr,
  ZQueryOrder,
  ZQueryPayout,
  ZQueryUtr,
} from '../schemas';
import { expectUtr, queryUtr } from '../utrs';

/** How far a request's timestamp may be from the gateway's clock. */
export const MAX_SKEW_SECONDS = 300;

const rawBodies = new WeakMap<FastifyRequest, string>();

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Checks merchant, timestamp and signature before anything is read or written. */
function authenticate(ctx: PspContext, request: FastifyRequest): Merchant {
  const merchantId = header(request, SIGNATURE_HEADERS.merchant);
  const timestamp = header(request, SIGNATURE_HEADERS.timestamp);
  const signature = header(request, SIGNATURE_HEADERS.signature);
  if (!merchantId || !timestamp || !signature) {
    throw new PspError(
      'MISSING_SIGNATURE',
      'Headers x-psp-merchant, x-psp-timestamp and x-psp-signature are required',
    );
  }
  const merchant = ctx.merchants.get(merchantId);
  if (!merchant) throw new PspError('UNKNOWN_MERCHANT', `Unknown merchant ${merchantId}`);
  if (!isFresh(timestamp, MAX_SKEW_SECONDS)) {
    throw new PspError('STALE_TIMESTAMP', 'x-psp-timestamp is more than 5 minutes from now');
  }
  if (!verifySignature(merchant.secret, timestamp, rawBodies.get(request) ?? '', signature)) {
    throw new PspError('BAD_SIGNATURE', 'x-psp-signature does not match the body');
  }
  return merchant;
}

/** The merchant API: signed JSON in, JSON out. Routes parse and call one service each. */
export async function merchantApiRoutes(app: FastifyInstance, options: { ctx: PspContext }) {
  const { ctx } = options;
  // The signature covers the exact bytes sent, so keep them; JSON is parsed after the check.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    done(null, body);
  });
  app.addHook('preHandler', async (request) => {
    const merchant = authenticate(ctx, request);
    request.merchantId = merchant.id;
    const raw = rawBodies.get(request) ?? '';
    try {
      request.body = raw.trim() === '' ? {} : (JSON.parse(raw) as unknown);
    } catch {
      throw new PspError('INVALID_JSON', 'The body is not valid JSON');
    }
  });
  const merchantOf = (request: FastifyRequest) => ctx.merchants.get(request.merchantId!)!;

  app.post('/orders', async (request) =>
    createOrder(ctx, merchantOf(request), parseBody(ZCreateOrder, request.body)),
  );
  app.post('/orders/query', async (request) =>
    queryOrder(ctx, merchantOf(request), parseBody(ZQueryOrder, request.body)),
  );
  app.post('/utr/expect', async (request) =>
    expectUtr(ctx, merchantOf(request), parseBody(ZExpectUtr, request.body)),
  );
  app.post('/utr/query', async (request) =>
    queryUtr(ctx, merchantOf(request), parseBody(ZQueryUtr, request.body).utr),
  );
  app.post('/payouts', async (request) =>
    createPayout(ctx, merchantOf(request), parseBody(ZCreatePayout, request.body)),
  );
  app.post('/payouts/query', async (request) =>
    queryPayout(ctx, merchantOf(request), parseBody(ZQueryPayout, request.body)),
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    merchantId?: string;
  }
}
