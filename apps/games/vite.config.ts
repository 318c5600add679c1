import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The game pages, served by the games server under /games (GameWeb loads them in its iframe).
export default defineConfig({
  root: 'src/web',
  base: '/games/',
  plugins: [react()],
  build: {
    target: 'es2020',
    outDir: '../../dist',
    emptyOutDir: true,
    reportCompressedSize: false,
  },
});
