import { randomBytes } from 'node:crypto';
import { signBody } from '@khel/contract/signing';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/query';
import { depositOrders } from '../../src/db/schema';
import { embeddedPspSecret } from '../../src/integrations/payments';
import { creditDeposit } from '../../src/modules/deposits/credit-deposit';
import type { DepositDeps } from '../../src/modules/deposits/deps';
import { loadServerSecret } from '../../src/lib/secrets';
import { insertPlayer } from '../../src/modules/accounts/store';
import { readWallet, type AccountDirectory } from '../../src/modules/wallet/accounts';
import { checkLedger } from '../../src/modules/wallet/invariants';
import { paiseOf, toRupees } from '@khel/contract/money';
import { ADULT_BIRTHDAY, authBody, expectOk, type Session } from './accounts';
import { createTestApp, postApi, type Envelope, type TestApp } from './app';
import type { TestDatabaseTarget } from './databases';
import { loginAs } from './games';

export interface DepositTestApp extends TestApp {
  /** The merchant secret the embedded sandbox gateway signs callbacks with. */
  pspSecret: string;
}

/**
 * The real app with the demo deposit configuration, listening on a free port: the pay pages and
 * callback URLs name it (the platform and its embedded gateway answer each other's calls in
 * process, payments-in-process.test.ts).
 */
export async function createDepositApp(
  target: TestDatabaseTarget,
  env: Record<string, string> = {},
): Promise<DepositTestApp> {
  const t = await createTestApp(target, { PORT: '0', ...env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const secret = await loadServerSecret(t.database.db, t.config);
  return { ...t, pspSecret: embeddedPspSecret(secret, t.config.psp.merchantId) };
}

export interface Depositor {
  playerId: number;
  session: Session;
}

/** A new player with a login session and an empty wallet. */
export async function newDepositor(db: Db): Promise<Depositor> {
  const player = await insertPlayer(
    db,
    { isGuest: true, birthday: ADULT_BIRTHDAY },
    (id) => `Guest${id}`,
  );
  return { playerId: player.id, session: await loginAs(db, player.id) };
}

/** A player deposit call: the envelope of POST path with the player's session. */
export async function depositCall(
  app: FastifyInstance,
  who: Depositor,
  path: string,
  body: Record<string, unknown> = {},
): Promise<Envelope> {
  return (await postApi(app, path, authBody(who.session, body))).body;
}

export interface OrderView {
  orderNo: string;
  status: string;
  amount: number;
  bonusAmount: number;
  payUrl: string | null;
  utr: string | null;
  txHash: string | null;
  selfService: boolean;
  channel: number;
  expireTime: string | null;
  successTime: string | null;
  payTo: Record<string, string | null> | null;
}

export const expectOrder = (body: Envelope) => expectOk<OrderView>(body);

/**
 * A deposit order through createRechargeOrder, which must be made: an online (gateway) order of
 * `amount` rupees, or what `extra` asks instead (a crypto order: depositChannel and currency).
 */
export async function createOrder(
  app: FastifyInstance,
  who: Depositor,
  amount: number,
  extra: Record<string, unknown> = { depositMethod: 1 },
): Promise<OrderView> {
  return expectOrder(
    await depositCall(app, who, '/recharge/createRechargeOrder', {
      depositAmount: amount,
      ...extra,
    }),
  );
}

/** The player's balance in rupees. */
export async function balanceOf(db: Db, playerId: number) {
  return toRupees((await readWallet(db, playerId)).balancePaise);
}

export async function expectLedgerClean(db: Db) {
  expect(await checkLedger(db)).toEqual({
    unbalancedTransactions: [],
    balanceMismatches: [],
    negativeWallets: [],
  });
}

/** Deposit and bonus ledger transactions of one order (at most one each, whatever happened). */
export async function postingsOf(db: Db, orderNo: string) {
  const rows = await queryRows<{ idempotency_key: string }>(
    db,
    sql`select idempotency_key from ledger_transactions where metadata->>'orderNo' = ${orderNo} order by id`,
  );
  return rows.map((r) => r.idempotency_key);
}

export async function orderRow(db: Db, orderNo: string) {
  const [row] = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo));
  return row!;
}

/** A callback body signed as the gateway would sign it (or with another key / time). */
export async function postCallback(
  t: DepositTestApp,
  body: object | string,
  options: { key?: string; at?: number; gateway?: string } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = String(options.at ?? Math.floor(Date.now() / 1000));
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/payments/${options.gateway ?? 'sandbox'}/notify`,
    headers: {
      'content-type': 'application/json',
      'x-psp-merchant': t.config.psp.merchantId,
      'x-psp-timestamp': timestamp,
      'x-psp-signature': signBody(options.key ?? t.pspSecret, timestamp, raw),
    },
    payload: raw,
  });
  return response;
}

/** The sandbox's 'order paid' callback body for an order. */
export const paidCallback = (orderNo: string, amount: number, gatewayOrderId = 'PO-test') => ({
  type: 'order',
  orderId: gatewayOrderId,
  merchantOrderId: orderNo,
  amount,
  currency: 'INR',
  method: 'UPI',
  status: 'paid',
  utr: null,
  paidAt: new Date().toISOString(),
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The payer presses Pay (or Fail) on the sandbox's pay page. */
export async function payOnGateway(app: FastifyInstance, payUrl: string, action: 'pay' | 'fail') {
  const response = await app.inject({
    method: 'POST',
    url: new URL(payUrl, 'http://localhost').pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ action }),
  });
  expect(response.statusCode).toBe(303);
}

/** The sandbox operator marks a UTR (or hash) received with an amount, or not found. */
export async function reconcile(
  app: FastifyInstance,
  reference: string,
  outcome: { received: number } | 'not_found',
) {
  const response = await app.inject({
    method: 'POST',
    url: `/psp/reconcile/khel/${reference}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(
      outcome === 'not_found'
        ? { action: 'not_found' }
        : { action: 'received', amount: String(outcome.received) },
    ),
  });
  expect(response.headers.location).toContain('ok=');
}

/** Waits until the order reaches a status (the gateway's callback arrives, signed, by its worker). */
export async function waitForStatus(db: Db, orderNo: string, status: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await orderRow(db, orderNo);
    if (row.status === status) return row;
    if (Date.now() > until) throw new Error(`order ${orderNo} is ${row.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let utrSeq = 0;
/** A 12-digit UTR not used before in this process. */
export const newUtr = () =>
  `${String(Date.now()).slice(-8)}${String((utrSeq += 1) % 10_000).padStart(4, '0')}`;

/**
 * A successful deposit of `rupees` by `playerId`, credited at `at` straight through the deposits
 * module's crediting (no gateway): what VIP progression and deposit-paid promotions hook into.
 * Answers the order number.
 */
export async function creditTestDeposit(
  deps: { db: Db; accounts: AccountDirectory },
  playerId: number,
  rupees: number,
  at: Date,
) {
  const [order] = await deps.db
    .insert(depositOrders)
    .values({
      orderNo: `RT${randomBytes(8).toString('hex')}`,
      playerId,
      channel: 1,
      method: 'UPI',
      channelName: 'test',
      amountPaise: paiseOf(rupees),
      gateway: 'test',
      expireAt: new Date(at.getTime() + 3_600_000),
    })
    .returning();
  const result = await creditDeposit(deps as DepositDeps, {
    order: order!,
    from: ['pending'],
    creditedPaise: paiseOf(rupees),
    confirmedAt: at,
  });
  expect(result).toBe('credited');
  return order!.orderNo;
}
