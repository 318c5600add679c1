import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { queryRows } from '../src/db/query';
import { testDatabases } from './helpers/databases';
import {
  balanceOf,
  createDepositApp,
  expectLedgerClean,
  newDepositor,
  orderRow,
  payOnGateway,
  postingsOf,
  waitForStatus,
  type DepositTestApp,
  createOrder,
} from './helpers/deposits';

/**
 * The platform restarts between the payment and its callback: the gateway keeps the callback
 * (psp_callbacks) and retries until the new process acknowledges it; the money arrives once,
 * however often the gateway sends it.
 */
describe.each(testDatabases())('deposit callbacks across a restart on $kind', (target) => {
  let t: DepositTestApp;
  let restarted: FastifyInstance | null = null;
  beforeAll(async () => {
    t = await createDepositApp(target);
  });
  afterAll(async () => {
    await restarted?.close();
    await t.database.close();
  });

  /** Makes the gateway's pending callbacks due now instead of after their back-off. */
  const retryNow = () =>
    t.database.db.execute(
      sql`update psp_callbacks set status = 'pending', next_attempt_at = now()`,
    );

  /** Waits until the gateway has recorded the platform's answer to its callback. */
  const waitDelivered = async () => {
    for (let i = 0; i < 50; i += 1) {
      const [row] = await queryRows<{ status: string }>(
        t.database.db,
        sql`select status from psp_callbacks`,
      );
      if (row!.status !== 'pending') return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the gateway never recorded the acknowledgement');
  };

  it('credits once when the gateway retries after the platform came back', async () => {
    const player = await newDepositor(t.database.db);
    const order = await createOrder(t.app, player, 500);
    const port = (t.app.server.address() as { port: number }).port;
    await t.app.close(); // the platform goes down; the database stays

    // A new process on the same database, not listening yet: the payer pays, the callback fails.
    restarted = await buildApp({ config: t.config, database: t.database, logger: false });
    await restarted.ready();
    await payOnGateway(restarted, order.payUrl!, 'pay');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await orderRow(t.database.db, order.orderNo)).status).toBe('pending');
    const [attempt] = await queryRows<{ attempts: number }>(
      t.database.db,
      sql`select attempts from psp_callbacks`,
    );
    expect(attempt!.attempts).toBeGreaterThanOrEqual(1);

    await restarted.listen({ port, host: '127.0.0.1' });
    await retryNow();
    await waitForStatus(t.database.db, order.orderNo, 'success');
    expect(await balanceOf(t.database.db, player.playerId)).toBe(500);

    // The gateway sends it again (a lost acknowledgement): acknowledged, nothing moves.
    const attemptsOf = async () =>
      (
        await queryRows<{ attempts: number }>(
          t.database.db,
          sql`select attempts from psp_callbacks`,
        )
      )[0]!.attempts;
    await waitDelivered();
    const before = await attemptsOf();
    await retryNow();
    await waitDelivered();
    expect(await attemptsOf()).toBe(before + 1);
    expect(await balanceOf(t.database.db, player.playerId)).toBe(500);
    expect(await postingsOf(t.database.db, order.orderNo)).toEqual([`deposit:${order.orderNo}`]);
    await expectLedgerClean(t.database.db);
  });
});
