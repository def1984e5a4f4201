import type { TestProject } from 'vitest/node';
import { startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One real server (built SPA + API on a fresh embedded database) for the whole run. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
