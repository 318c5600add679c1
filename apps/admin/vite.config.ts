import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The back office, served by the platform under /admin (apps/server/src/plugins/web.ts).
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: false,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}` },
  },
});
