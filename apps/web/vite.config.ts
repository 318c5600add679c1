import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { bundleStats } from '../../scripts/web/bundle-stats.ts';
import { firstScreenWords } from './build/first-screen-words';
import { installableApp } from './pwa/plugin';

/**
 * The entry page and Home come first on every launch (docs/product.md §1): their chunk (`shell`,
 * grouped below) is loaded lazily, so index.html names it, and its CSS, for the browser to
 * download beside the entry chunk rather than once that chunk has run (Home's first banner, the
 * largest paint, waits on it). `crossorigin` as Vite's own module and CSS links, so the
 * preloaded files are the ones used.
 */
function preloadShell(): Plugin {
  return {
    name: 'khel-preload-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const shell = Object.values(bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.name === 'shell',
        );
        if (shell?.type !== 'chunk') return [];
        const link = (attrs: HtmlTagDescriptor['attrs']): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { ...attrs, crossorigin: true },
          injectTo: 'head',
        });
        return [
          link({ rel: 'modulepreload', href: `/${shell.fileName}` }),
          ...[...(shell.viteMetadata?.importedCss ?? [])].map((css) =>
            link({ rel: 'preload', as: 'style', href: `/${css}` }),
          ),
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), installableApp(), preloadShell(), firstScreenWords(), bundleStats('web')],
  build: {
    target: 'es2020',
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: false,
    // Every browser the app targets (es2020: Chrome/WebView 80+) preloads modules itself.
    modulePreload: { polyfill: false },
    // Translations are fetched as JSON files (src/i18n): never inlined into the code.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The app always starts at the entry page and Home (docs/product.md §1): what they load
          // — the entry's static imports, the two pages, the inbox button — is one chunk (and the
          // entry), not the two dozen small shared chunks Rolldown cuts them into by default, each
          // with its own imports/exports and gzip start-up (≈ 7 KB gzip less, bench:web).
          groups: [
            { name: 'shell', tags: ['$initial'] },
            {
              name: 'shell',
              test: /src[\\/]pages[\\/](home|index)[\\/]|features[\\/]mail[\\/]InboxButton/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}` },
  },
});
