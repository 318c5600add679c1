import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleStats } from '../../scripts/web/bundle-stats.ts';
import { smallPreloadHelper } from '../../scripts/web/preload-helper.ts';

// The game pages, served by the games server under /games (GameWeb loads them in its iframe).
export default defineConfig({
  root: 'src/web',
  base: '/games/',
  plugins: [react(), smallPreloadHelper(), bundleStats('games')],
  // `npx vite` here serves the pages with hot reload against a platform running on :8080
  // (games embedded), so /games/api and the Crash socket reach the real games server.
  server: {
    proxy: { '/games/api': { target: 'http://127.0.0.1:8080', ws: true } },
  },
  build: {
    target: 'es2020',
    outDir: '../../dist',
    emptyOutDir: true,
    reportCompressedSize: false,
    // Every browser the pages target (es2020) preloads modules itself.
    modulePreload: { polyfill: false },
    // Translations are fetched as JSON files (src/web/i18n.ts): data, never inlined into the code.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
  },
});
