import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';

/**
 * The installable app's build step (docs/architecture.md §7): writes the service worker with
 * this build's precache and version and the offline screen in the six languages (the app
 * registers the worker after load: src/lib/serviceWorker.ts). Production builds only: in
 * development no worker runs.
 */
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const read = (file: string) => fs.readFileSync(here(file), 'utf8');
/** A script of this folder as shipped: its comment lines are for the reader, not the phone. */
const readScript = (file: string) =>
  read(file)
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*.*\*\/\s*$)/.test(line))
    .join('\n');

/** Paths the player app never routes (the server's plugins/web.ts): the worker leaves them alone. */
const OUTSIDE_APP = ['/api', '/admin', '/games', '/psp', '/assets', '/static', '/healthz'];

/**
 * The offline screen's words, from every locale's common.json (offlineScreen, action.retry); the
 * locales are the six UI languages (src/locales/locales.test.ts checks they are complete).
 */
function offlineStrings() {
  const strings: Record<string, { title: string; text: string; retry: string }> = {};
  const languages = fs
    .readdirSync(here('../src/locales'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const language of languages) {
    const common = JSON.parse(read(`../src/locales/${language}/common.json`)) as {
      offlineScreen: { title: string; text: string };
      action: { retry: string };
    };
    strings[language] = { ...common.offlineScreen, retry: common.action.retry };
  }
  return strings;
}

/**
 * The files the first screen loads before anything lazy: the entry chunk, the chunks it imports
 * statically and their CSS; what Vite's manifest lists for the entry, read from the bundle.
 */
function firstScreenFiles(bundle: Rollup.OutputBundle) {
  const files = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk' && file.isEntry) visit(file);
  }
  return [...files].map((file) => `/${file}`);
}

export function installableApp(): Plugin {
  return {
    name: 'khel-installable-app',
    apply: 'build',
    generateBundle(_options, bundle) {
      const emit = (fileName: string, source: string) =>
        this.emitFile({ type: 'asset', fileName, source });
      const offlineHtml = read('./offline.html');
      const offlineJs = `const STRINGS = ${JSON.stringify(offlineStrings())};\n${readScript('./offline.js')}`;
      const precache = ['/offline.html', '/offline.js', ...firstScreenFiles(bundle)];
      const worker = readScript('./sw.js');
      // A new version whenever anything the worker stores or does changes: the browser sees a
      // new sw.js, installs it, and the old version's cache is deleted.
      const version = createHash('sha256')
        .update([...precache, offlineHtml, offlineJs, worker].join('\n'))
        .digest('hex')
        .slice(0, 12);
      emit('offline.html', offlineHtml);
      emit('offline.js', offlineJs);
      emit(
        'sw.js',
        [
          `const VERSION = '${version}';`,
          `const PRECACHE = ${JSON.stringify(precache)};`,
          `const APP_PREFIXES_OUTSIDE = ${JSON.stringify(OUTSIDE_APP)};`,
          worker,
        ].join('\n'),
      );
    },
  };
}
