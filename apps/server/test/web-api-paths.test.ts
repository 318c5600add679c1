import fs from 'node:fs';
import path from 'node:path';
import * as calls from '@khel/contract/endpoints';
import { API_PATHS } from '@khel/contract/paths';
import { WALLET_PATHS } from '@khel/contract/wallet-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';

/**
 * The web app calls what the server serves. Every API call of the web source (apps/web/src, tests
 * aside) is collected: the contract's call descriptors it imports from `@khel/contract/endpoints`,
 * the calls it declares itself with `plannedCall('/path')` (no contract endpoint yet), and any
 * path it takes from API_PATHS or WALLET_PATHS. Each must be a route of the built app, but for
 * the calls below, which later issues serve. The list can only shrink: a listed path that the
 * server comes to serve, or that the web stops calling, fails this test until it leaves the list.
 */
const NOT_SERVED_YET: string[] = [];

const WEB_SRC = path.resolve(import.meta.dirname, '../../web/src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

interface WebCall {
  method: string;
  path: string;
  /** Where the web source names it. */
  from: string;
}

const descriptors = calls as unknown as Record<string, calls.ApiCall | undefined>;

/** The API calls one source file can make. */
function callsOf(source: string, from: string): WebCall[] {
  const found: WebCall[] = [];
  const imports = source.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@khel\/contract\/endpoints'/g,
  );
  for (const [, typeOnly, names] of imports) {
    if (typeOnly) continue;
    for (const specifier of names!.split(',')) {
      const name = specifier.trim();
      if (!name || name.startsWith('type ')) continue;
      const descriptor = descriptors[name.split(/\s+as\s+/)[0]!];
      if (descriptor && typeof descriptor === 'object')
        found.push({ method: descriptor.method, path: descriptor.path, from: `${from}: ${name}` });
    }
  }
  for (const [, planned] of source.matchAll(/plannedCall\s*(?:<[\s\S]*?>)?\(\s*'([^']+)'/g))
    found.push({ method: 'POST', path: planned!, from: `${from}: plannedCall` });
  for (const [, table, key] of source.matchAll(/\b(API_PATHS|WALLET_PATHS)\.(\w+)/g)) {
    const paths: Record<string, string> = table === 'API_PATHS' ? API_PATHS : WALLET_PATHS;
    // The method of a bare path is not known here; the route test below takes either.
    if (paths[key!]) found.push({ method: 'ANY', path: paths[key!]!, from: `${from}: ${table}` });
  }
  return found;
}

const webCalls = sourceFiles(WEB_SRC).flatMap((file) =>
  callsOf(fs.readFileSync(file, 'utf8'), path.relative(WEB_SRC, file)),
);

// The routes need no data; one database is enough.
const [pglite] = testDatabases();

describe('the API paths the web app calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite!);
  });
  afterAll(() => t.close());

  const served = (call: WebCall) =>
    (call.method === 'ANY' ? ['GET', 'POST'] : [call.method]).some((method) =>
      t.app.hasRoute({ method: method as 'GET' | 'POST', url: `${t.config.apiBase}${call.path}` }),
    );

  it('finds the calls in the web source', () => {
    // Guards the scan itself: the app makes dozens of calls through the contract's descriptors.
    expect(webCalls.length).toBeGreaterThan(40);
    expect(
      callsOf(
        "import { userInfoEndpoint, type ApiCall } from '@khel/contract/endpoints';\n" +
          "const x = plannedCall<{ a: string[] }, unknown>('/a/b');",
        'sample',
      ).map((c) => `${c.method} ${c.path}`),
    ).toEqual(['POST /user/getUserInfo', 'POST /a/b']);
  });

  it('are all served, but the listed calls of later issues', () => {
    const unserved = [...new Set(webCalls.filter((c) => !served(c)).map((c) => c.path))].sort();
    const unexpected = webCalls.filter((c) => !served(c) && !NOT_SERVED_YET.includes(c.path));
    expect(unexpected, 'the web calls paths the server does not register').toEqual([]);
    // Exactly the list: a listed path now served or no longer called must leave it.
    expect(unserved).toEqual(NOT_SERVED_YET);
  });

  it('lists only paths the web still calls and the server does not serve', () => {
    const called = new Set(webCalls.map((c) => c.path));
    for (const listed of NOT_SERVED_YET) {
      expect(called.has(listed), `${listed} is no longer called: remove it from the list`).toBe(
        true,
      );
      expect(
        served({ method: 'ANY', path: listed, from: 'list' }),
        `${listed} is served now: remove it from the list`,
      ).toBe(false);
    }
  });
});
