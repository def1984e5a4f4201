import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Files that replace a module with vi.mock: they need a module registry of their own. */
const MOCKING = [
  'apps/server/src/http/request-guards.test.ts',
  'apps/web/src/features/common/format.test.ts',
  'apps/web/src/lib/api-client.test.ts',
  'apps/web/src/lib/use-change.test.ts',
  'apps/web/src/lib/api-client.types.test.ts',
];

// Unit tests of the contract, the web's source rules and its dictionaries, and API tests of the server.
// TEST_DB=pglite|postgres picks the database.
// Most files share their worker's loaded modules (isolate: false): importing the server's graph is
// most of a small file's start, and every file builds its own app and database anyway, so no state
// is shared through modules. The files that mock a module keep their own.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    environment: 'node',
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: [
            'apps/server/src/**/*.test.ts',
            'packages/contract/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
          ],
          exclude: MOCKING,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING } },
    ],
  },
});
