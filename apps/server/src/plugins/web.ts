import fs from 'node:fs';
import path from 'node:path';
import { registerStaticBuild } from '@khel/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Whether a built web app is in `dir`. */
export const hasWebBuild = (dir: string) => fs.existsSync(path.join(dir, 'index.html'));

/**
 * Serves the built player app (hashed assets cached for a year, pre-compressed files for slow
 * networks); the pages it routes in history mode get index.html (isAppPage).
 */
export async function registerWebApp(app: FastifyInstance, dir: string) {
  await registerStaticBuild(app, { root: dir });
  // To the static files `/` is a folder without an index; to the player it is the entry page.
  app.get('/', (_request, reply) => sendApp(reply));
}

/** The app's one HTML page, revalidated on every visit so a new build reaches players at once. */
export const sendApp = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-cache').sendFile('index.html');

/** Prefixes the player app never routes: other parts of the platform and build files. */
const NOT_APP_PAGES = ['/admin', '/games', '/psp', '/assets', '/static', '/healthz'];

/**
 * Whether a request that found no file or route is for a page of the player app: a GET or HEAD
 * of any path outside the API and NOT_APP_PAGES whose last segment has no extension (`/`,
 * `/pages/home/Home`, a page added tomorrow; not `/favicon.ico`). The Accept header plays no
 * part: a link opened by any client gets the app, and a missing file still gets a 404.
 */
export function isAppPage(method: string, url: string, apiBase: string) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '';
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (under(apiBase) || NOT_APP_PAGES.some(under)) return false;
  return !pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');
}

/**
 * Serves the built back office (apps/admin) under /admin: its files as the player app's, and
 * every page path it routes (no extension) its one HTML page; a missing file is a 404.
 */
export async function registerAdminApp(app: FastifyInstance, dir: string) {
  await app.register(
    async (scope) => {
      await registerStaticBuild(scope, { root: dir, wildcard: false });
      const page = (_request: unknown, reply: FastifyReply) => sendApp(reply);
      scope.get('/', page);
      scope.get('/*', (request, reply) => {
        const last = request.url.split('?')[0]!.split('/').pop() ?? '';
        if (last.includes('.')) return reply.status(404).type('text/plain').send('Not found');
        return sendApp(reply);
      });
    },
    { prefix: '/admin' },
  );
}
