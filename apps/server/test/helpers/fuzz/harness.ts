import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import type { TestDatabaseTarget } from '../databases';
import { createSeededDatabase } from '../databases';
import type { TestApp } from '../app';
import { createWebDist } from '../web-dist';

/** Stack frames, file paths or SQL in an answer: internal detail that must never leave. */
const LEAK = /\n\s+at |\bat \S+ \(|node_modules|\/src\/|\.ts:\d+|Failed query|\bselect .+ from /i;

/** Throws unless the answer is clean: no HTTP 5xx, no state '500', no internal detail. */
export function assertClean(where: string, response: LightMyRequestResponse) {
  const text = response.body;
  if (response.statusCode >= 500) {
    throw new Error(`${where}: HTTP ${response.statusCode} ${text.slice(0, 300)}`);
  }
  if (LEAK.test(text)) throw new Error(`${where}: internal detail in ${text.slice(0, 300)}`);
  if ((response.headers['content-type'] ?? '').toString().includes('json') && text) {
    const body = JSON.parse(text) as { state?: unknown };
    if (body.state === '500') throw new Error(`${where}: state 500 ${text.slice(0, 300)}`);
  }
}

/** The log lines the app wrote at warn and above, as parsed pino records. */
export interface LogSink {
  lines: { level: number; msg?: string; err?: unknown }[];
  /** Lines that show a failure: error level, or input that reached the database unchecked. */
  failures(): string[];
}

function logSink(): { sink: LogSink; stream: Writable } {
  const sink: LogSink = {
    lines: [],
    failures: () =>
      sink.lines
        .filter((l) => l.level >= 50 || l.msg === 'input reached the database unchecked')
        .map((l) => JSON.stringify(l).slice(0, 500)),
  };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) sink.lines.push(JSON.parse(line) as LogSink['lines'][number]);
      }
      done();
    },
  });
  return { sink, stream };
}

/**
 * The whole platform as in production (embedded games and gateway, listening so they reach it
 * over HTTP), logging warnings and errors into a sink the fuzzer reads.
 */
export async function createFuzzApp(
  target: TestDatabaseTarget,
  env: Record<string, string>,
): Promise<TestApp & { logs: LogSink }> {
  const database = await createSeededDatabase(target);
  const config = loadConfig({
    WEB_DIST: createWebDist(),
    GAMES_EMBEDDED: 'true',
    GAMES_CRASH_LOOP: 'false',
    ...env,
  });
  const { sink, stream } = logSink();
  const app: FastifyInstance = await buildApp({
    config,
    database,
    logger: { level: 'warn', stream },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    config,
    logs: sink,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
