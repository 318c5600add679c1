import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { queryPrepared, queryRows } from '../src/db/query';
import { testDatabases } from './helpers/databases';

/** @khel/db queryPrepared: hot statements prepared once per connection (docs/architecture.md §3). */
describe.each(testDatabases())('queryPrepared on $kind', (target) => {
  let opened: Database;
  beforeAll(async () => {
    opened = await target.create();
    await opened.db.execute(sql`create table t (id int primary key, v text not null)`);
    await opened.db.execute(sql`insert into t values (1, 'one'), (2, 'two'), (3, 'three')`);
  });
  afterAll(() => opened?.close());

  const byIds = (ids: number[]) =>
    sql`select t.id, t.v from t join jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) i
        on t.id = i::int order by t.id`;

  it('answers as queryRows does, call after call and concurrently, each with its own values', async () => {
    const { db } = opened;
    const lists = [[1], [2, 3], [3], [1, 2, 3], [], [2], [1, 3], [2]];
    // More runs than PostgreSQL's five before it settles on one plan for any values.
    const answers = await Promise.all(
      [...lists, ...lists].map((ids) => queryPrepared<{ id: number; v: string }>(db, byIds(ids))),
    );
    const expected = await Promise.all(
      [...lists, ...lists].map((ids) => queryRows<{ id: number; v: string }>(db, byIds(ids))),
    );
    expect(answers).toEqual(expected);
    expect(answers[1]).toEqual([
      { id: 2, v: 'two' },
      { id: 3, v: 'three' },
    ]);
  });

  it('is prepared once per connection (PGlite, one connection, names every text run again)', async () => {
    const count = await opened.db.transaction(async (tx) => {
      // One connection throughout: what it holds prepared is what pg_prepared_statements shows.
      for (let i = 0; i < 4; i++) await queryPrepared(tx, byIds([i]));
      const [row] = await queryRows<{ n: string }>(
        tx,
        sql`select count(*)::text as n from pg_prepared_statements
            where name like 'khel\_%' and statement like '%jsonb_array_elements_text%'`,
      );
      return Number(row!.n);
    });
    expect(count).toBe(1);
  });

  it('runs in a transaction on its connection, and a failure leaves nothing behind', async () => {
    const { db } = opened;
    const insert = (id: number) =>
      sql`insert into t (id, v) values (${id}::int, 'new') returning id, v`;
    await expect(
      db.transaction(async (tx) => {
        await queryPrepared(tx, insert(10));
        await queryPrepared(tx, insert(10)); // the primary key refuses it: all is rolled back
      }),
    ).rejects.toThrow();
    expect(await queryPrepared(db, byIds([10]))).toEqual([]);
    expect(await queryPrepared(db, insert(10))).toEqual([{ id: 10, v: 'new' }]);
  });
});
