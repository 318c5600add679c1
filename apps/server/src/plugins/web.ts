import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { UiLanguage } from '@khel/contract/constants';
import { acceptedLanguage } from '@khel/contract/languages';
import { registerStaticBuild } from '@khel/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Whether a built web app is in `dir`. */
export const hasWebBuild = (dir: string) => fs.existsSync(path.join(dir, 'index.html'));

/** Answers a request for a page of the player app with its HTML. */
export type AppPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

interface Encoded {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The player app's one HTML page (index.html of the build), revalidated on every visit so a new
 * build reaches players at once. Every page of the app opens Home, whose largest paint is the
 * first banner: the page names that image in a `preload` hint, so the browser fetches it while
 * the app's code loads instead of after it renders (docs/architecture.md §7). The banner is the
 * one of the language Accept-Language suggests (the app's own choice may differ: then one image
 * is fetched in vain). Compressed here, as the build's other files are beforehand.
 */
export function createAppPage(
  dir: string,
  options: { firstImage?: (language: UiLanguage | null) => Promise<string | null> } = {},
): AppPage {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const encodedByImage = new Map<string, Encoded>();

  const encode = (image: string | null): Encoded => {
    const key = image ?? '';
    let encoded = encodedByImage.get(key);
    if (encoded) return encoded;
    const hint = image
      ? `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high" />`
      : '';
    const identity = Buffer.from(hint ? html.replace('</head>', `${hint}</head>`) : html);
    encoded = {
      identity,
      gzip: zlib.gzipSync(identity, { level: 9 }),
      br: zlib.brotliCompressSync(identity),
    };
    // Banners change rarely; a bound keeps a busy back office from growing this without end.
    if (encodedByImage.size >= 32) encodedByImage.clear();
    encodedByImage.set(key, encoded);
    return encoded;
  };

  const firstImage = async (request: FastifyRequest) => {
    if (!options.firstImage) return null;
    try {
      return await options.firstImage(acceptedLanguage(request.headers['accept-language']));
    } catch (error) {
      // The page works without the hint; only its banner comes later.
      request.log.warn({ err: error }, 'first banner for the app page');
      return null;
    }
  };

  return async (request, reply) => {
    const encoded = encode(await firstImage(request));
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Accept-Language')
      .type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? encoded[encoding] : encoded.identity);
  };
}

/**
 * Serves the built player app (hashed assets cached for a year, pre-compressed files for slow
 * networks); the pages it routes in history mode get its HTML page (isAppPage, errors.ts).
 */
export async function registerWebApp(app: FastifyInstance, dir: string, page: AppPage) {
  await registerStaticBuild(app, { root: dir });
  // To the static files `/` is a folder without an index; to the player it is the entry page.
  app.get('/', page);
}

/** The back office's one HTML page, revalidated on every visit. */
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
