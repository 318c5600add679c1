import { signBody } from '@khel/contract/signing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { embeddedPspSecret } from '../src/integrations/payments';
import type { PaymentGateway } from '../src/integrations/payments/types';
import { loadServerSecret } from '../src/lib/secrets';
import { creditCallbackBatch } from '../src/modules/deposits/credit-callbacks';
import { storeDepositEvent } from '../src/modules/deposits/handle-gateway-event';
import { createAccountDirectory } from '../src/modules/wallet';
import { testDatabases } from './helpers/databases';
import {
  balanceOf,
  expectLedgerClean,
  newDepositor,
  orderRow,
  paidCallback,
  postingsOf,
  type Depositor,
  createOrder,
} from './helpers/deposits';
import { createInstances, type Instances } from './helpers/instances';

const gateway = { code: 'sandbox' } as PaymentGateway;

/**
 * The deposit callbacks inbox (docs/architecture.md §5): callbacks stored, then credited by
 * batches leased FOR UPDATE SKIP LOCKED — on PostgreSQL by two API instances at once.
 */
describe.each(testDatabases())('deposit callbacks inbox on $kind', (target) => {
  let instances: Instances;
  let secret: string;
  /** A second pool on the same database: the other instance's batches. */
  let other: Database;
  beforeAll(async () => {
    instances = await createInstances(target, { PORT: '0' });
    const { first } = instances;
    // Orders are created at the embedded gateway over HTTP, as a real PSP would be reached.
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    secret = embeddedPspSecret(
      await loadServerSecret(first.database.db, first.config),
      first.config.psp.merchantId,
    );
    other = first.database.url
      ? await openDatabase({ databaseUrl: first.database.url, poolSize: 5 })
      : first.database;
  });
  afterAll(async () => {
    if (other !== instances.first.database) await other.close();
    await instances.close();
  });

  const db = () => instances.first.database.db;
  const depsOf = (database: Database) => ({
    db: database.db,
    accounts: createAccountDirectory(database.db),
    gateway,
  });

  const newOrder = (who: Depositor, amount: number) =>
    createOrder(instances.first.app, who, amount);

  const notify = (app: FastifyInstance, body: object) => {
    const raw = JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    return app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/notify',
      headers: {
        'content-type': 'application/json',
        'x-psp-merchant': instances.first.config.psp.merchantId,
        'x-psp-timestamp': timestamp,
        'x-psp-signature': signBody(secret, timestamp, raw),
      },
      payload: raw,
    });
  };

  const inboxOf = (orderNo: string) =>
    queryRows<{ state: string; attempts: number; last_error: string | null }>(
      db(),
      sql`select c.state, c.attempts, c.last_error from deposit_callbacks c
          join deposit_orders o on o.id = c.order_id where o.order_no = ${orderNo} order by c.id`,
    );

  /**
   * Runs batches here until `done(rows)` holds for the order's inbox rows; an instance's idle
   * poll may hold some of them meanwhile (its batch commits, ours skips them).
   */
  const drainUntil = async (
    orderNos: string[],
    done: (rows: Awaited<ReturnType<typeof inboxOf>>) => boolean,
  ) => {
    for (let round = 0; round < 10_000; round += 1) {
      const rows = (await Promise.all(orderNos.map(inboxOf))).flat();
      if (done(rows)) return;
      await db().execute(
        sql`update deposit_callbacks set run_at = now() where state = 'pending' and run_at > now()
            and order_id in (select id from deposit_orders where order_no = any(${`{${orderNos.join(',')}}`}::text[]))`,
      );
      await creditCallbackBatch(depsOf(instances.first.database), 50);
    }
    throw new Error('the inbox rows never got there');
  };

  /** Waits, running no batch, until `done` holds for the order's one inbox row. */
  const watchUntil = async (
    orderNo: string,
    done: (row: Awaited<ReturnType<typeof inboxOf>>[number]) => boolean,
  ) => {
    for (let round = 0; round < 500; round += 1) {
      const [row] = await inboxOf(orderNo);
      if (row && done(row)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the inbox row never got there');
  };

  it('credits 20 orders once each under 3 duplicate callbacks each, spread over every instance', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => newDepositor(db())));
    const orders = await Promise.all(players.map((p) => newOrder(p, 250)));
    const answers = await Promise.all(
      orders.flatMap((order, i) =>
        [0, 1, 2].map((copy) =>
          notify(
            instances.apps[(i + copy) % instances.apps.length]!,
            paidCallback(order.orderNo, 250),
          ),
        ),
      ),
    );
    expect(answers.map((a) => [a.statusCode, a.json()])).toEqual(
      Array(60).fill([200, { ack: true }]),
    );
    for (const [i, order] of orders.entries()) {
      expect((await orderRow(db(), order.orderNo)).status).toBe('success');
      expect(await balanceOf(db(), players[i]!.playerId)).toBe(250);
      expect(await postingsOf(db(), order.orderNo)).toEqual([`deposit:${order.orderNo}`]);
      // Every copy was stored, recorded in the order's history and handled.
      expect((await inboxOf(order.orderNo)).map((r) => r.state)).toEqual(['done', 'done', 'done']);
    }
    await expectLedgerClean(db());
  });

  it('never gives one stored callback to two concurrent batches', async () => {
    const players = await Promise.all(Array.from({ length: 30 }, () => newDepositor(db())));
    const orders = await Promise.all(players.map((p) => newOrder(p, 120)));
    // Stored without waking anyone: the batches below (and the instances' idle polls) take them.
    for (const order of orders) {
      const event = {
        type: 'order' as const,
        gatewayOrderId: 'PO-test',
        merchantOrderId: order.orderNo,
        status: 'paid' as const,
        amountPaise: 12_000n,
        utr: null,
        at: new Date(),
      };
      await storeDepositEvent({ db: db(), gateway }, event);
      await storeDepositEvent({ db: db(), gateway }, event);
    }
    const batches = await Promise.all(
      [instances.first.database, other, instances.first.database, other].map((database) =>
        creditCallbackBatch(depsOf(database), 20),
      ),
    );
    const handled = batches.flatMap((b) => b.handled);
    expect(new Set(handled).size).toBe(handled.length);
    // Whatever the batches left (leased by an instance's idle poll, or not reached) is drained.
    await drainUntil(
      orders.map((o) => o.orderNo),
      (rows) => rows.every((r) => r.state === 'done'),
    );
    for (const [i, order] of orders.entries()) {
      expect(await balanceOf(db(), players[i]!.playerId)).toBe(120);
      expect(await postingsOf(db(), order.orderNo)).toEqual([`deposit:${order.orderNo}`]);
      expect((await inboxOf(order.orderNo)).map((r) => r.state)).toEqual(['done', 'done']);
    }
    await expectLedgerClean(db());
  });

  it('puts off a callback that cannot be handled and credits the rest of its batch', async () => {
    const [good, bad] = [await newDepositor(db()), await newDepositor(db())];
    const goodOrder = await newOrder(good, 300);
    const badOrder = await newOrder(bad, 300);
    await db().execute(
      sql`insert into deposit_callbacks (order_id, event)
          select id, '{"type":"order","status":"paid","amountPaise":"not paise","at":"x"}'::jsonb
          from deposit_orders where order_no = ${badOrder.orderNo}`,
    );
    const answer = await notify(instances.first.app, paidCallback(goodOrder.orderNo, 300));
    expect(answer.json()).toEqual({ ack: true });
    // The answer waits for this instance's pass; the other instance's idle poll may have leased
    // the two rows first (on PostgreSQL), and then handles them a moment later. The bad row is
    // only watched: a batch of ours would try it a second time.
    await drainUntil([goodOrder.orderNo], (rows) => rows[0]!.state === 'done');
    await watchUntil(badOrder.orderNo, (row) => row.attempts >= 1);
    expect(await balanceOf(db(), good.playerId)).toBe(300);
    const [row] = await inboxOf(badOrder.orderNo);
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row!.last_error).toContain('not paise');
    expect((await orderRow(db(), badOrder.orderNo)).status).toBe('pending');
    // Tried again (its wait moved past) until the fifth failure leaves it for an operator.
    await drainUntil([badOrder.orderNo], (rows) => rows[0]!.state === 'failed');
    expect(await inboxOf(badOrder.orderNo)).toEqual([
      expect.objectContaining({ state: 'failed', attempts: 5 }),
    ]);
    expect(await balanceOf(db(), bad.playerId)).toBe(0);
    await expectLedgerClean(db());
  });
  it('puts off a callback whose statement fails (its transaction aborted) and credits the rest of its batch', async () => {
    const [good, bad] = [await newDepositor(db()), await newDepositor(db())];
    const goodOrder = await newOrder(good, 400);
    const badOrder = await newOrder(bad, 400);
    // The bad order's credit fails in the database: the batch's transaction is aborted there, so
    // the batch runs again with a savepoint per callback.
    await db().execute(
      sql.raw(`create function test_refuse_credit() returns trigger language plpgsql as $$
               begin raise exception 'refused by the test'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger test_refuse_credit before update on deposit_orders for each row
               when (new.order_no = '${badOrder.orderNo}') execute function test_refuse_credit()`),
    );
    try {
      for (const order of [badOrder, goodOrder]) {
        await storeDepositEvent(
          { db: db(), gateway },
          {
            type: 'order',
            gatewayOrderId: 'PO-test',
            merchantOrderId: order.orderNo,
            status: 'paid',
            amountPaise: 40_000n,
            utr: null,
            at: new Date(),
          },
        );
      }
      await drainUntil(
        [goodOrder.orderNo, badOrder.orderNo],
        ([goodRow, badRow]) => goodRow!.state === 'done' && badRow!.attempts >= 1,
      );
    } finally {
      await db().execute(sql.raw('drop trigger test_refuse_credit on deposit_orders'));
      await db().execute(sql.raw('drop function test_refuse_credit()'));
    }
    expect(await balanceOf(db(), good.playerId)).toBe(400);
    expect(await postingsOf(db(), goodOrder.orderNo)).toEqual([`deposit:${goodOrder.orderNo}`]);
    const [row] = await inboxOf(badOrder.orderNo);
    expect(row).toMatchObject({ state: 'pending' });
    // The failed statement's error (the driver may quote the query rather than the exception).
    expect(row!.last_error).toMatch(/refused by the test|update "deposit_orders"/);
    expect(await balanceOf(db(), bad.playerId)).toBe(0);
    expect((await orderRow(db(), badOrder.orderNo)).status).toBe('pending');
    // Retried once the fault is gone: credited once.
    await drainUntil([badOrder.orderNo], (rows) => rows[0]!.state === 'done');
    expect(await balanceOf(db(), bad.playerId)).toBe(400);
    expect(await postingsOf(db(), badOrder.orderNo)).toEqual([`deposit:${badOrder.orderNo}`]);
    await expectLedgerClean(db());
  });
});
