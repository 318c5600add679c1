import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgDatabase, type Database } from './open';
import { queryRows } from './query';

/** The statements PGlite holds by name (the protocol's, not SQL PREPARE's). */
const named = (database: Database) =>
  queryRows<{ statement: string }>(
    database.db,
    sql`select statement from pg_prepared_statements where not from_sql order by statement`,
  );

describe('PGlite named statements', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPgDatabase({ schema: {} });
    await queryRows(
      database.db,
      sql`create table things (id int primary key, label text, at timestamptz, tags text[], doc jsonb)`,
    );
  });
  afterAll(() => database.close());

  const insert = (id: number, label: string | null) =>
    queryRows<{ id: number; at: string; tags: string[]; doc: { n: number } }>(
      database.db,
      sql`insert into things values (${id}, ${label}, ${'2026-11-29T10:00:00Z'}::timestamptz,
                                     ${'{a,b}'}::text[], ${JSON.stringify({ n: id })}::jsonb)
          returning id, at, tags, doc`,
    );

  it('names a text run a second time, and answers as the unnamed run did', async () => {
    const first = await insert(1, 'one');
    expect((await named(database)).some((s) => s.statement.startsWith('insert into things'))).toBe(
      false,
    );
    const second = await insert(2, null);
    const third = await insert(3, 'three');
    expect(
      (await named(database)).filter((s) => s.statement.startsWith('insert into things')),
    ).toHaveLength(1);
    for (const [row, id] of [
      [first, 1],
      [second, 2],
      [third, 3],
    ] as const) {
      // drizzle's text parsers for time; arrays and JSON parsed by their described types
      expect(row).toEqual([{ id, at: '2026-11-29 10:00:00+00', tags: ['a', 'b'], doc: { n: id } }]);
    }
    const labels = await queryRows<{ label: string | null }>(
      database.db,
      sql`select label from things order by id`,
    );
    expect(labels.map((r) => r.label)).toEqual(['one', null, 'three']);
  });

  it('fails a named statement as PostgreSQL says, and goes on', async () => {
    // drizzle wraps PGlite's error, which names its statement as PGlite's own query does
    await expect(insert(1, 'again')).rejects.toMatchObject({
      cause: { code: '23505', query: expect.stringContaining('insert into things') },
    });
    expect(await insert(4, 'four')).toHaveLength(1);
  });

  it('undoes named writes with their transaction', async () => {
    await insert(5, 'five');
    await expect(
      database.db.transaction(async (tx) => {
        // drizzle's select: rowMode array, named from its second run
        for (let i = 0; i < 3; i++)
          await tx.execute(sql`update things set label = 'x' where id = 5`);
        await tx.execute(sql`insert into things (id) values (${6})`);
        await tx.execute(sql`insert into things (id) values (${6})`);
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    const rows = await queryRows<{ id: number; label: string }>(
      database.db,
      sql`select id, label from things where id >= 5 order by id`,
    );
    expect(rows).toEqual([{ id: 5, label: 'five' }]);
  });

  it('prepares again a statement whose result columns changed under it', async () => {
    const read = () =>
      queryRows<Record<string, unknown>>(database.db, sql`select * from things where id = ${1}`);
    await read();
    await read();
    await queryRows(database.db, sql`alter table things add column extra int`);
    // PostgreSQL refuses the old statement for good ("cached plan must not change result type"):
    // outside a transaction it is prepared again at once
    expect(await read()).toEqual([expect.objectContaining({ id: 1, extra: null })]);
    // inside a transaction the refusal aborted it: that call fails, the next prepares again
    await queryRows(database.db, sql`alter table things add column more int`);
    await expect(
      database.db.transaction((tx) => tx.execute(sql`select * from things where id = ${1}`)),
    ).rejects.toMatchObject({ cause: { code: '0A000' } });
    expect(await read()).toEqual([expect.objectContaining({ id: 1, more: null })]);
    // the refused statements were closed: one name holds the text
    expect(
      (await named(database)).filter((s) => s.statement.startsWith('select * from things')),
    ).toHaveLength(1);
  });
});
