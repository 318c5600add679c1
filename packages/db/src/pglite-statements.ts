import {
  messages,
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * Named statements on PGlite (docs/architecture.md §3, "Plans"). PGlite's `query` parses, plans
 * and describes every statement anew, in six calls into PostgreSQL: about 1 ms of a short
 * statement's 1.2 in the embedded database. A text seen a second time is prepared once by name
 * (its parameter types and result columns kept here); from then on a call is one Bind, Execute
 * and Sync, sent together: no parsing, and PostgreSQL's own plan cache (one plan for any values
 * once five runs showed their own plans no better).
 * - A text seen once runs as before, so one-off statements (migrations, a query spliced by hand)
 *   take no name; past MAX_STATEMENTS names, new texts run as before too.
 * - A statement whose result columns changed under it (a table altered under a `select *`; the
 *   plan cache refuses it for good) is forgotten and prepared again: at once outside a
 *   transaction, where the refusal changed nothing; inside one, which the refusal aborted, the
 *   call fails as PostgreSQL says and the next call prepares it again.
 * Everything else is `query`'s: its mutexes, parsers, serializers, errors and sync to disk.
 */
const MAX_STATEMENTS = 200;
/** Texts remembered as seen once, until the next is prepared or this many pile up. */
const MAX_SEEN = 2_000;
/** PostgreSQL's "cached plan must not change result type". */
const RESULT_TYPE_CHANGED = '0A000';

interface Statement {
  name: string;
  /** The parameters' types, from Describe: what serializes each value. */
  types: number[];
  /** The result columns, from Describe; none for a statement that returns no rows. */
  columns: messages.RowDescriptionMessage | undefined;
}

type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

export interface NamedStatements {
  /** `query` outside a transaction: the transaction and query mutexes, then a sync to disk. */
  query: <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  /** `tx.query`: inside the transaction, which holds the transaction mutex. */
  inTransaction: (
    tx: Transaction,
  ) => <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
}

function concat(parts: Uint8Array[]) {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/** Names statements for `client`; `query` is the client's own, for what runs unnamed. */
export function namedStatements(client: PGlite, query: Query): NamedStatements {
  const statements = new Map<string, Statement>();
  const seen = new Set<string>();
  /** Names of statements refused for a changed result, closed with the next prepare. */
  const stale: string[] = [];
  let next = 0;

  /**
   * Reports `error` as PGlite's own query reports a failed statement (its makePGliteError); true
   * when it was the named statement's result type that changed: then it is forgotten (its name
   * closed with the next prepare) and must be prepared again.
   */
  const failed = (error: unknown, text: string, params: unknown[], options?: QueryOptions) => {
    if (!(error instanceof messages.DatabaseError)) return false;
    Object.assign(error, { query: text, params, queryOptions: options });
    const statement = statements.get(text);
    if (error.code !== RESULT_TYPE_CHANGED || !statement) return false;
    statements.delete(text);
    stale.push(statement.name);
    return true;
  };

  const prepare = async (text: string, options?: QueryOptions) => {
    const name = `khel_${next++}`;
    const described = await client.execProtocolStream(
      concat([
        ...stale.splice(0).map((old) => protocol.serialize.close({ type: 'S', name: old })),
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false, onNotice: options?.onNotice },
    );
    const statement: Statement = {
      name,
      types: parse.parseDescribeStatementResults(described),
      columns: described.find(
        (m): m is messages.RowDescriptionMessage => m instanceof messages.RowDescriptionMessage,
      ),
    };
    statements.set(text, statement);
    seen.delete(text);
    return statement;
  };

  const run = async (
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    outside: boolean,
    retry = true,
  ): Promise<Results> => {
    try {
      const statement = statements.get(text) ?? (await prepare(text, options));
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = statement.types[i]!;
        const serialize = options?.serializers?.[type] ?? client.serializers[type];
        return serialize ? serialize(value) : String(value);
      });
      const answer = await client.execProtocolStream(
        concat([
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false, onNotice: options?.onNotice },
      );
      if (outside) await client.syncToFs();
      const described = statement.columns ? [statement.columns, ...answer] : answer;
      return parse.parseResults(described, client.parsers, options)[0]!;
    } catch (error) {
      if (failed(error, text, params, options) && outside && retry)
        return run(text, params, options, outside, false);
      throw error;
    }
  };

  /** Whether `text` runs named: seen before (or prepared), and not a call PGlite must handle. */
  const named = (text: string, options?: QueryOptions) => {
    if (options?.blob || options?.paramTypes) return false;
    if (statements.has(text)) return true;
    if (seen.has(text) && statements.size < MAX_STATEMENTS) return true;
    if (seen.size >= MAX_SEEN) seen.clear();
    seen.add(text);
    return false;
  };

  return {
    query: async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      if (!named(text, options)) return (await query(text, params, options)) as Results<T>;
      await client._checkReady();
      return (await client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => run(text, params, options, true)),
      )) as Results<T>;
    },
    inTransaction:
      (tx) =>
      async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (!named(text, options)) return tx.query<T>(text, params, options);
        if (tx.closed) throw new Error('Transaction is closed'); // as tx.query says it
        return (await client._runExclusiveQuery(() =>
          run(text, params, options, false),
        )) as Results<T>;
      },
  };
}
