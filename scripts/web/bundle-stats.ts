// A Vite/Rolldown plugin for `npm run bench:web`: when BUNDLE_STATS names a folder, the build
// writes `<folder>/<name>.json`: which modules each chunk holds and their rendered length, so the
// bench can say what each library costs in the first screen. Without the variable it does nothing.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `name`: the app's, the file's. */
export function bundleStats(name: string): Plugin {
  return {
    name: 'khel-bundle-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      const folder = process.env.BUNDLE_STATS;
      if (!folder) return;
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          fileName: chunk.fileName,
          modules: Object.entries(chunk.modules).map(([id, info]) => ({
            id,
            length: info.renderedLength,
          })),
        }));
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, `${name}.json`), JSON.stringify({ chunks }));
    },
  };
}
