/**
 * The entry of the server bundle, dist/server/main.js (scripts/build-server.mjs builds it and
 * copies the migrations and the built pages beside it). It points every path variable the
 * operator left unset at those copies, relative to the bundle wherever it is started from, then
 * starts the server as main.ts does; a start from the repository's sources keeps the defaults
 * of config.ts (PATH_DEFAULTS, relative to the working directory).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Variable → folder relative to the bundle's root (dist/); set by the build (esbuild define). */
declare const KHEL_BUNDLE_PATHS: Record<string, string>;

const distRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const [name, folder] of Object.entries(KHEL_BUNDLE_PATHS)) {
  if (!process.env[name]) process.env[name] = path.join(distRoot, folder);
}
await import('./main');
