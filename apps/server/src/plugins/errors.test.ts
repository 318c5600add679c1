import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';

const SECRET = 'param-holding-a-password-hash';

function failedQuery(code: string, reason: string) {
  return new DrizzleQueryError(
    'select * from players where phone = $1',
    [SECRET],
    Object.assign(new Error(reason), { code }),
  );
}

describe('the error handler', () => {
  const lines: { level: number; msg: string }[] = [];
  const app = Fastify({
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
          done();
        },
      }),
    },
  });
  beforeAll(async () => {
    registerErrorHandling(app, { apiBase: '/api', appPage: null });
    app.get('/api/data-exception', async () => {
      throw failedQuery('22021', 'invalid byte sequence for encoding "UTF8": 0x00');
    });
    app.get('/api/broken', async () => {
      throw failedQuery('42P01', 'relation "players" does not exist');
    });
    app.get('/api/forbidden', async () => {
      throw Object.assign(new Error('Forbidden'), { statusCode: 403 });
    });
    app.get('/page', async () => {
      throw Object.assign(new Error('Forbidden'), { statusCode: 403 });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers input the database refused as a client error, logged without its parameters', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/data-exception' });
    expect(response.json()).toMatchObject({
      state: '400',
      msg: 'Invalid request: a value is not acceptable',
    });
    const logged = lines.filter((l) => l.msg === 'input reached the database unchecked');
    expect(logged).toHaveLength(1);
    expect(logged[0]!.level).toBe(40);
    expect(JSON.stringify(lines)).not.toContain(SECRET);
  });

  it('logs a real failure at error level with its SQL but never its parameters', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/broken' });
    expect(response.json()).toMatchObject({ state: '500' });
    const errors = lines.filter((l) => l.level >= 50);
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0])).toContain('select * from players where phone = $1');
    expect(JSON.stringify(lines)).not.toContain(SECRET);
  });

  it('answers other client errors with their state, outside the API as plain text', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/forbidden' });
    expect(api.json()).toMatchObject({ state: '403', msg: 'Invalid request' });
    const page = await app.inject({ method: 'GET', url: '/page' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe('Not found');
    expect(lines.filter((l) => l.level >= 50)).toHaveLength(1);
  });
});
