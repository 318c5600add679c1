import type { Database } from '@khel/db';
import { queryRows } from '@khel/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueCallbacks, enqueueCallback, type CallbackNews } from '../src/callbacks';
import { DEFAULT_RETRY } from '../src/context';
import { buildGateway, MERCHANT, startMerchantServer, testDatabases, waitFor } from './helpers';

describe.each(testDatabases())('callback delivery on $kind', (target) => {
  let database: Database;

  beforeAll(async () => {
    database = await target.create();
    // The gateway's migrations; its own worker is left idle (nothing is enqueued through it).
    await (await buildGateway(database)).close();
  });
  afterAll(() => database.close());

  it('keeps at most inFlight callbacks open, and slow answers do not hold back the rest', async () => {
    const merchant = await startMerchantServer();
    const release = merchant.holdWhere((body) => body.hold === true);
    const ids = Array.from({ length: 12 }, (_, i) => `cb-${Date.now()}-${i}`);
    for (const [i, id] of ids.entries()) {
      await enqueueCallback(database.db, {
        key: id,
        merchantId: MERCHANT.id,
        url: merchant.url,
        body: { id, hold: i < 2 },
      });
    }
    const delivering = deliverDueCallbacks(
      database.db,
      new Map([[MERCHANT.id, { id: MERCHANT.id, secret: MERCHANT.secret }]]),
      { ...DEFAULT_RETRY, inFlight: 3 },
    );
    // The ten others go through the one slot the two held leave, while those wait.
    await waitFor(() => merchant.answered.length >= 10);
    expect(merchant.answered.map((body) => body.id).sort()).toEqual(ids.slice(2).sort());
    release();
    expect(await delivering).toBe(12);
    expect(merchant.mostOpen()).toBe(3);
    const rows = await queryRows<{ status: string; n: number }>(
      database.db,
      sql`select status, count(*)::int as n from psp_callbacks
          where event_key = any(${`{${ids.join(',')}}`}::text[]) group by status`,
    );
    expect(rows).toEqual([{ status: 'acknowledged', n: 12 }]);
    await merchant.close();
  });

  it('sends a callback written during a pass at once, while the ones in flight are held', async () => {
    const merchant = await startMerchantServer();
    const release = merchant.holdWhere((body) => body.hold === true);
    const key = (name: string) => `${name}-${Date.now()}`;
    const enqueue = (id: string, hold: boolean) =>
      enqueueCallback(database.db, {
        key: id,
        merchantId: MERCHANT.id,
        url: merchant.url,
        body: { id, hold },
      });
    const held = key('held');
    await enqueue(held, true);
    const news: CallbackNews = { written: false, wake: null };
    const delivering = deliverDueCallbacks(
      database.db,
      new Map([[MERCHANT.id, { id: MERCHANT.id, secret: MERCHANT.secret }]]),
      { ...DEFAULT_RETRY, inFlight: 3 },
      news,
    );
    // The pass has claimed all that was due and waits with a slot free, the held one open.
    await waitFor(() => merchant.mostOpen() === 1 && news.wake !== null);
    const late = key('late');
    await enqueue(late, false);
    news.written = true;
    news.wake?.();
    // Answered while the held one still waits: without the news it would wait for that answer.
    await waitFor(() => merchant.answered.some((body) => body.id === late));
    expect(merchant.answered.map((body) => body.id)).toEqual([late]);
    release();
    expect(await delivering).toBe(2);
    await merchant.close();
  });
});
