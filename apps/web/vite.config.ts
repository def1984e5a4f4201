import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogs } from './vite-catalogs.ts';
import { precompress } from './vite-precompress.ts';

// `npm run dev -w @studydesk/web` serves the SPA with hot reload and forwards /api to the server.
// The manifest maps each source module to its chunks; scripts/check-web-budget.mjs reads it.
export default defineConfig({
  plugins: [react(), catalogs(fileURLToPath(new URL('./src/i18n/catalogs', import.meta.url))), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Every browser the app supports preloads modules by itself: no polyfill in the first download.
    modulePreload: {
      polyfill: false,
      // index.html loads the runtime and the sign-in chunk (and its CSS) with the entry on every page,
      // so no lazily loaded page needs them named again in its list of files to preload.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !/^assets\/(rolldown-runtime|sign-in)-/.test(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        // Dictionaries get their own names ('texts-hi-finance'), apart from the pages' chunks.
        chunkFileNames: (chunk) => {
          const catalog = chunk.facadeModuleId?.match(/^\0virtual:catalog\/(\w+)\/(\w+)$/);
          return catalog ? `assets/texts-${catalog[1]}-${catalog[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          groups: [
            // What every sign-in page shares, with the students' page itself (phones land there):
            // one chunk, fetched beside the entry, instead of a dozen small ones and a second round trip.
            {
              name: 'sign-in',
              test: /src[\\/](features[\\/]auth[\\/](api[\\/](use-auth-change|sign-in)|components[\\/](login-card|login-form)|pages[\\/]student-login-page)|lib[\\/](fields|toast)|features[\\/]common[\\/]language-switch)/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
