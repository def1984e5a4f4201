import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

// `npm run dev -w @studydesk/web` serves the SPA with hot reload and forwards /api to the server.
// The manifest maps each source module to its chunks; scripts/check-web-budget.mjs reads it.
export default defineConfig({
  plugins: [react(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
