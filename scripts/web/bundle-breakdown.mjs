// What each library costs in a set of loaded chunks, for `npm run bench:web`: every chunk's gzip
// bytes shared among its modules by their rendered length (the build's stats, bundle-stats.mjs).
// An estimate — gzip does not split exactly — but it names what to cut.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** zlib's level 9: what the files weighed before the build's .gz came from Zopfli. */
export const level9Size = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
/**
 * The gzip bytes a browser asking for gzip is sent: the build's .gz beside the file
 * (scripts/compress.mjs), or zlib's level 9 where there is none.
 */
export const gzipSize = (file) =>
  fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : level9Size(file);
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The library a module belongs to: its npm package, or its folder of this repository. */
function owner(id, root) {
  const clean = id.replace(/\\/g, '/');
  // Virtual modules of the bundler (its runtime, Vite's preload helper) have no path.
  if (!clean.startsWith('/')) return '(bundler runtime)';
  const at = clean.lastIndexOf('node_modules/');
  if (at >= 0) {
    const [scope, name] = clean.slice(at + 'node_modules/'.length).split('/');
    if (scope === '.vite' || scope.startsWith('@oxc-project')) return '(bundler runtime)';
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const parts = path.relative(root, clean.split('?')[0]).split('/');
  if (parts[0] === '..') return '(bundler runtime)';
  // packages/contract/… → "@khel/contract"; apps/web/src/pages/… → "app: pages";
  // apps/games/src/web/crash/… → "app: crash".
  if (parts[0] === 'packages') return `@khel/${parts[1]}`;
  let inner = parts.slice(parts.indexOf('src') + 1);
  if (parts[1] === 'games' && inner[0] === 'web') inner = inner.slice(1);
  return `app: ${inner.length > 1 ? inner[0] : '(root)'}`;
}

/**
 * Gzip bytes per library over `files` (chunk names under the build's folder), largest first.
 * @param {{ chunks: { fileName: string, modules: { id: string, length: number }[] }[] }} stats
 */
export function breakdown(stats, dist, files, root) {
  const byName = new Map(stats.chunks.map((chunk) => [chunk.fileName, chunk]));
  const totals = new Map();
  for (const file of files) {
    const chunk = byName.get(file);
    const size = gzipSize(path.join(dist, file));
    const rendered = chunk?.modules.reduce((sum, m) => sum + m.length, 0) ?? 0;
    if (!chunk || rendered === 0) {
      totals.set('(unattributed)', (totals.get('(unattributed)') ?? 0) + size);
      continue;
    }
    for (const module of chunk.modules) {
      const name = owner(module.id, root);
      totals.set(name, (totals.get(name) ?? 0) + (size * module.length) / rendered);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** Prints a breakdown: libraries first, then the app's own folders. */
export function printBreakdown(title, rows) {
  console.log(`${title} — estimated gzip bytes by library:`);
  for (const [name, size] of rows.filter(([, s]) => s >= 51))
    console.log(`  ${kb(size).padStart(9)}  ${name}`);
}
