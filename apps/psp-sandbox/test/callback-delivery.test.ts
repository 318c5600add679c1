import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '@khel/db';
import { queryRows } from '@khel/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueCallbacks, enqueueCallback } from '../src/callbacks';
import { DEFAULT_RETRY } from '../src/context';
import { buildGateway, MERCHANT, testDatabases } from './helpers';

/**
 * A merchant that holds the callback whose body says `hold` until released, and counts how many
 * callbacks it has open at once.
 */
async function startHoldingMerchant() {
  let open = 0;
  let mostOpen = 0;
  const acknowledged: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as { id: string; hold?: boolean };
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      void (body.hold ? held : Promise.resolve()).then(() => {
        open -= 1;
        acknowledged.push(body.id);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ ack: true }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/notify`,
    acknowledged,
    mostOpen: () => mostOpen,
    release: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabases())('callback delivery on $kind', (target) => {
  let database: Database;

  beforeAll(async () => {
    database = await target.create();
    // The gateway's migrations; its own worker is left idle (nothing is enqueued through it).
    await (await buildGateway(database)).close();
  });
  afterAll(() => database.close());

  it('keeps at most inFlight callbacks open, and slow answers do not hold back the rest', async () => {
    const merchant = await startHoldingMerchant();
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
    for (let waited = 0; merchant.acknowledged.length < 10 && waited < 15_000; waited += 25) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect([...merchant.acknowledged].sort()).toEqual(ids.slice(2).sort());
    merchant.release();
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
