import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleStats } from '../../scripts/web/bundle-stats.ts';
import { installableApp } from './pwa/plugin';

export default defineConfig({
  plugins: [react(), installableApp(), bundleStats('web')],
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
