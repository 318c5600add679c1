import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves a Vite build for slow networks: hashed files under assets/ cached for a year
 * (immutable), everything else revalidated, and the .br / .gz made at build time sent to
 * browsers that take them. Used by the player app and the game pages alike.
 */
export async function registerStaticBuild(
  app: FastifyInstance,
  options: { root: string; wildcard?: boolean },
) {
  await app.register(fastifyStatic, {
    root: options.root,
    preCompressed: true,
    wildcard: options.wildcard ?? true,
    index: false,
    // Our own header below, not the plugin's `public, max-age=0`.
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
