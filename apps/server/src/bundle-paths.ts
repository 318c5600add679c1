/**
 * Points every path variable the operator left unset at the copies beside the bundle (the
 * migrations, the built pages), relative to the bundle wherever it is started from. Imported
 * first by each bundle entry (bundle-entry.ts, bundle-create-owner.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Variable → folder relative to the bundle's root (dist/); set by the build (esbuild define). */
declare const KHEL_BUNDLE_PATHS: Record<string, string>;

const distRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const [name, folder] of Object.entries(KHEL_BUNDLE_PATHS)) {
  if (!process.env[name]) process.env[name] = path.join(distRoot, folder);
}
