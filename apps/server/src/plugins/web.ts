import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Whether a built web app is in `dir`. */
export const hasWebBuild = (dir: string) => fs.existsSync(path.join(dir, 'index.html'));

/**
 * Serves the built player app: hashed assets cached for a year and sent pre-compressed (brotli or
 * gzip, made at build time) for slow networks; every other GET that wants HTML gets index.html,
 * since the app routes in history mode.
 */
export async function registerWebApp(app: FastifyInstance, dir: string) {
  await app.register(fastifyStatic, {
    root: dir,
    preCompressed: true,
    wildcard: true,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}

export function wantsHtml(method: string, accept: string | undefined) {
  return (method === 'GET' || method === 'HEAD') && (accept ?? '').includes('text/html');
}
