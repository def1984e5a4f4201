import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev -w @studydesk/web` serves the SPA with hot reload and forwards /api to the server.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
