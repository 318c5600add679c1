import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpPool } from './http-client';

describe('the benches’ HTTP client', () => {
  let app: FastifyInstance;
  let port: number;
  const peers = new Set<number>();

  beforeAll(async () => {
    app = Fastify();
    app.addHook('onRequest', async (request) => void peers.add(request.socket.remotePort!));
    app.post('/echo', async (request) => ({
      body: request.body,
      header: request.headers['x-bench'] ?? null,
    }));
    app.post('/pay', async (_request, reply) => reply.redirect('/done', 303));
    app.post('/large', async () => ({ text: 'x'.repeat(300_000) }));
    app.post('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { ok: true };
    });
    app.post('/drop', async (request) => {
      request.raw.socket.destroy();
      return new Promise(() => {});
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it('posts JSON with its headers and reads the JSON answer', async () => {
    const pool = createHttpPool({ maxSockets: 4 });
    const answer = await pool.request(port, {
      path: '/echo',
      body: JSON.stringify({ amount: 1, name: 'नमस्ते' }),
      headers: { 'content-type': 'application/json', 'x-bench': 'yes' },
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ body: { amount: 1, name: 'नमस्ते' }, header: 'yes' });
    pool.destroy();
  });

  it('reads an answer without a body and one that comes in many chunks', async () => {
    const pool = createHttpPool({ maxSockets: 1 });
    const paid = await pool.request(port, {
      path: '/pay',
      body: 'action=pay',
      headers: { 'content-type': 'text/plain' },
    });
    expect(paid.status).toBe(303);
    expect(paid.head).toMatch(/\r\nlocation: \/done/i);
    const large = await pool.request(port, { path: '/large' });
    expect((JSON.parse(large.body) as { text: string }).text).toHaveLength(300_000);
    pool.destroy();
  });

  it('keeps at most maxSockets connections and answers every request in turn', async () => {
    const pool = createHttpPool({ maxSockets: 2 });
    peers.clear();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pool.request(port, { path: '/slow' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(peers.size).toBe(2);
    pool.destroy();
  });

  it('refuses a request whose connection the server dropped, then opens a new one', async () => {
    const pool = createHttpPool({ maxSockets: 1 });
    await expect(pool.request(port, { path: '/drop' })).rejects.toThrow(/closed/);
    const answer = await pool.request(port, {
      path: '/echo',
      body: '{}',
      headers: {
        'content-type': 'application/json',
      },
    });
    expect(answer.status).toBe(200);
    pool.destroy();
  });
});
