import type { Database } from '@khel/db';
import { queryRows } from '@khel/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueCallbacks, enqueueCallback } from '../src/callbacks';
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
});
