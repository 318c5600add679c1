import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { TLaunchData } from '@khel/contract';
import { LAUNCH_DATA_ID, type UiLanguage } from '@khel/contract/constants';
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

/** The launch data without the words, which come from the web build (first-screen-words.json). */
type LaunchAnswers = Omit<TLaunchData, 'words'>;

/**
 * The first screen's words of the web build by language and namespace (its
 * build/first-screen-words.ts writes them; without them the app fetches its words itself).
 */
function readFirstScreenWords(dir: string) {
  const file = path.join(dir, 'first-screen-words.json');
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Record<string, TLaunchData['words']>>;
}

/** JSON inside a script element: no `<` can close it or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The player app's one HTML page (index.html of the build), revalidated on every visit so a new
 * build reaches players at once. Every page of the app opens Home, whose largest paint is the
 * first banner, and the launch's fetches stand between the app's code and Home (docs/product.md
 * §1). So the page carries, for the language Accept-Language suggests, the launch data
 * (`launchData`: app and service info, Home's lists; with the build's first-screen words) as JSON
 * the app reads before it fetches anything, and names the first banner in a `preload` hint so the
 * browser fetches it while the app's code loads (docs/architecture.md §7). The app's own language
 * may differ: then it fetches its lists and words as before, and one image was fetched in vain.
 * Compressed here, once per answer (they are cached a few seconds), as the build's other files
 * are beforehand.
 */
export function createAppPage(
  dir: string,
  options: { launchData?: (language: UiLanguage | null) => Promise<LaunchAnswers> } = {},
): AppPage {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const words = readFirstScreenWords(dir);

  const encodeHtml = (page: string): Encoded => {
    const identity = Buffer.from(page);
    return {
      identity,
      gzip: zlib.gzipSync(identity, { level: 9 }),
      br: zlib.brotliCompressSync(identity),
    };
  };
  const plain = encodeHtml(html);
  // Keyed by the answers object: a new one (every few seconds per language) is a new page.
  const encodedByAnswers = new WeakMap<LaunchAnswers, Encoded>();
  const encode = (answers: LaunchAnswers | null): Encoded => {
    if (!answers) return plain;
    let encoded = encodedByAnswers.get(answers);
    if (encoded) return encoded;
    const image = answers.banners?.list[0]?.imageUrl;
    const hint = image
      ? `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high" />`
      : '';
    const data: TLaunchData = { ...answers, words: words[answers.language] };
    const json = `<script id="${LAUNCH_DATA_ID}" type="application/json">${scriptJson(data)}</script>`;
    encoded = encodeHtml(html.replace('</head>', `${hint}${json}</head>`));
    encodedByAnswers.set(answers, encoded);
    return encoded;
  };

  const launchAnswers = async (request: FastifyRequest) => {
    if (!options.launchData) return null;
    try {
      return await options.launchData(acceptedLanguage(request.headers['accept-language']));
    } catch (error) {
      // The page works without it; the app then fetches what it needs.
      request.log.warn({ err: error }, 'launch data for the app page');
      return null;
    }
  };

  return async (request, reply) => {
    const encoded = encode(await launchAnswers(request));
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
