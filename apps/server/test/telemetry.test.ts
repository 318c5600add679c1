import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { commonBody, createTestApp, postApi, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';

describe.each(testDatabases())('uploads on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const report = JSON.stringify({ name: 'TypeError', message: 'x is undefined', stack: 'at Home' });

  it('stores an app error report with its device, user and address', async () => {
    const { body } = await postApi(
      t.app,
      '/u/appStackUpload',
      commonBody({ appPackageName: 'Web', deviceNumber: 'dev-store', data: report, userId: 42 }),
    );
    expect(body.state).toBe('200');
    const id = (body.resultData as { id: string }).id;
    const rows = await queryRows<{ data: string; user_id: string; package_name: string }>(
      t.database.db,
      sql`select data, user_id, package_name from app_stack_uploads where id = ${id}`,
    );
    expect(rows[0]).toEqual({ data: report, user_id: '42', package_name: 'Web' });
  });

  it('refuses a report over 16,000 characters and stores nothing', async () => {
    const before = await countRows(t, 'app_stack_uploads');
    const { body } = await postApi(
      t.app,
      '/u/appStackUpload',
      commonBody({ deviceNumber: 'dev-big', data: 'x'.repeat(16_001) }),
    );
    expect(body.state).toBe('400');
    expect(body.msg).toMatch(/Invalid data/);
    const huge = await postApi(
      t.app,
      '/u/appStackUpload',
      commonBody({ deviceNumber: 'dev-big', data: 'x'.repeat(200_000) }),
    );
    expect(huge.body).toMatchObject({ state: '413', msg: 'Request too large' });
    expect(await countRows(t, 'app_stack_uploads')).toBe(before);
  });

  it('refuses the 21st report from one device within a minute', async () => {
    const states: string[] = [];
    for (let i = 0; i < 21; i += 1) {
      const { body } = await postApi(
        t.app,
        '/u/appStackUpload',
        commonBody({ deviceNumber: 'dev-loop', data: report }),
      );
      states.push(body.state);
    }
    expect(states.slice(0, 20).every((s) => s === '200')).toBe(true);
    expect(states[20]).toBe('429');
  });

  it('stores an attribution event and refuses an unknown one', async () => {
    const ok = await postApi(
      t.app,
      '/u/transferEventUpload',
      commonBody({ eventName: 'register', linkId: 'ad-7', eventData: { channel: 'google' } }),
    );
    expect(ok.body.state).toBe('200');
    const rows = await queryRows<{ event_name: string; link_id: string; event_data: unknown }>(
      t.database.db,
      sql`select event_name, link_id, event_data from transfer_events`,
    );
    expect(rows).toEqual([
      { event_name: 'register', link_id: 'ad-7', event_data: { channel: 'google' } },
    ]);
    const bad = await postApi(t.app, '/u/transferEventUpload', commonBody({ eventName: 'hack' }));
    expect(bad.body.state).toBe('400');
    expect(bad.body.msg).toMatch(/Invalid eventName/);
  });
});

async function countRows(t: TestApp, table: 'app_stack_uploads' | 'transfer_events') {
  const rows = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return Number(rows[0]?.n);
}
