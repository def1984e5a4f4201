import type { TestProject } from 'vitest/node';
import { type ServerProcess, startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Both projects of e2e/vitest.config.ts run this setup, each from a module instance of its own:
 * the one server is kept on globalThis and stopped when the last project is done with it.
 */
const shared = globalThis as typeof globalThis & {
  studydeskE2eServer?: { started: Promise<ServerProcess>; users: number };
};

/** One real server (built SPA + API on a fresh embedded database) for the whole run. */
export default async function setup(project: TestProject) {
  shared.studydeskE2eServer ??= { started: startServer(), users: 0 };
  const entry = shared.studydeskE2eServer;
  entry.users += 1;
  const server = await entry.started;
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    shared.studydeskE2eServer = undefined;
    await server.stop();
  };
}
