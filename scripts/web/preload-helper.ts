// A smaller stand-in for Vite's preload helper. Vite wraps every dynamic import() of a build in
// `__vitePreload(load, deps)`: before the chunk runs, its CSS is loaded (and waited for) and the
// JS chunks it imports are named in <link rel=modulepreload> so they download side by side.
// Vite's own helper also resolves relative bases, reads a CSP nonce, scans the page's links once
// and fires `vite:preloadError`, none of which a build with an absolute base, no CSP nonce and no
// listener needs; it costs ≈ 0.5 KB gzip of the first chunk, a game page's budget (bench:web).
// This one keeps what the pages rely on: CSS loaded before the chunk, modulepreload for its JS,
// each file once, and a failed CSS load rejecting the import (and retried by the next import).
import type { Plugin } from 'vite';

const HELPER_ID = '\0vite/preload-helper.js';

/** `base`: the build's absolute base (`/games/`); deps are paths under it. */
const helperCode = (base: string) => `
const seen = {};
export const __vitePreload = (load, deps) =>
  deps && deps.length
    ? Promise.all(
        deps.map((dep) => {
          const href = ${JSON.stringify(base)} + dep;
          if (href in seen) return seen[href];
          const css = href.endsWith('.css');
          const link = document.createElement('link');
          link.rel = css ? 'stylesheet' : 'modulepreload';
          link.crossOrigin = '';
          link.href = href;
          document.head.appendChild(link);
          return (seen[href] = css
            ? new Promise((resolve, reject) => {
                link.onload = resolve;
                link.onerror = () => {
                  delete seen[href];
                  link.remove();
                  reject(new Error('Unable to preload CSS for ' + href));
                };
              })
            : undefined);
        }),
      ).then(load)
    : load();
`;

export function smallPreloadHelper(): Plugin {
  let base = '/';
  let replaced = false;
  return {
    name: 'khel-small-preload-helper',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      if (!base.startsWith('/')) throw new Error('smallPreloadHelper needs an absolute base');
    },
    load(id) {
      if (id !== HELPER_ID) return null;
      replaced = true;
      return helperCode(base);
    },
    buildEnd() {
      // Vite renamed its helper: the build still works, with the larger one.
      if (!replaced) this.warn(`${HELPER_ID.slice(1)} was not loaded: Vite's own helper is used`);
    },
  };
}
