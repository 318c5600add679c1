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
          // The query client and what it needs (caches, queries, mutations) in one chunk: the
          // first screen loads all of it anyway; left alone, the writes' useMutation (lazy pages)
          // cuts it into more, smaller chunks that the first screen then loads each.
          groups: [{ name: 'query', test: /@tanstack[\\/]query-core[\\/].*[\\/]queryClient\.js$/ }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}` },
  },
});
