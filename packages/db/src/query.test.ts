import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPgClient } from './admin';
import { openPgDatabase, type Database } from './open';
import { queryPrepared, queryRows } from './query';

const targets: [string, () => Promise<{ database: Database; drop: () => Promise<void> }>][] = [
  [
    'PGlite',
    async () => {
      const database = await openPgDatabase({ schema: {} });
      return { database, drop: () => database.close() };
    },
  ],
];
const admin = process.env.DATABASE_URL;
if (admin) {
  targets.push([
    'PostgreSQL',
    async () => {
      const name = `khel_db_query_${process.pid}_${Date.now()}`;
      await withPgClient(admin, (c) => c.query(`create database ${name}`));
      const url = new URL(admin);
      url.pathname = `/${name}`;
      const database = await openPgDatabase({
        databaseUrl: url.toString(),
        poolSize: 2,
        schema: {},
      });
      return {
        database,
        drop: async () => {
          await database.close();
          await withPgClient(admin, (c) => c.query(`drop database if exists ${name} with (force)`));
        },
      };
    },
  ]);
}

describe.each(targets)('queryPrepared on %s', (kind, open) => {
  let opened: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    opened = await open();
    await opened.database.db.execute(sql`create table t (id int primary key, v text not null)`);
    await opened.database.db.execute(
      sql`insert into t values (1, 'one'), (2, 'two'), (3, 'three')`,
    );
  });
  afterAll(() => opened.drop());

  const byIds = (ids: number[]) =>
    sql`select t.id, t.v from t join jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) i
        on t.id = i::int order by t.id`;

  it('answers as queryRows does, call after call and concurrently, each with its own values', async () => {
    const { db } = opened.database;
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

  it('is prepared once per connection on PostgreSQL, and left unnamed on PGlite', async () => {
    const count = await opened.database.db.transaction(async (tx) => {
      // One connection throughout: what it holds prepared is what pg_prepared_statements shows.
      for (let i = 0; i < 4; i++) await queryPrepared(tx, byIds([i]));
      const [row] = await queryRows<{ n: string }>(
        tx,
        sql`select count(*)::text as n from pg_prepared_statements
            where name like 'khel\_%' and statement like '%jsonb_array_elements_text%'`,
      );
      return Number(row!.n);
    });
    expect(count).toBe(kind === 'PGlite' ? 0 : 1);
  });

  it('runs in a transaction on its connection, and a failure leaves nothing behind', async () => {
    const { db } = opened.database;
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
