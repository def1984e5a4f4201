import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Files that change platform-wide state (the global login switch, the platform's totals). */
const PLATFORM_WIDE = ['e2e/platform/superadmin-console.spec.ts'];

// Browser tests: one StudyDesk server (built SPA + API on a fresh embedded database) per project,
// Debian's Chromium driven by playwright-core. Each test makes its own tenant, or shares one its file
// seeds through the API in beforeAll, so it passes alone (`-t`). Most files run two at a time (a
// browser test waits on the page much more than it computes); the files that flip platform-wide
// switches run after them, alone.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A page answers in well under a second on a quiet machine, but CI runs two browsers beside two
    // servers: expect.poll's own default (1 s) fails a correct page there.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          exclude: PLATFORM_WIDE,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-platform',
          include: PLATFORM_WIDE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
