import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: one StudyDesk server (built SPA + API on a fresh embedded database) for the run,
// Debian's Chromium driven by playwright-core. Each test makes its own tenant, or shares one its file
// seeds through the API in beforeAll, so it passes alone (`-t`); files run one after another
// because some flip platform-wide switches (the global login switch).
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
