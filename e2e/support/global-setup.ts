import type { TestProject } from 'vitest/node';
import { ProviderFakes } from '../../apps/server/src/test/fakes/provider-fakes.ts';
import { E2E_PROVIDER } from './providers.ts';
import { startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * One real server (built SPA + API on a fresh embedded database) for the whole run, its reminder
 * providers pointed at a local fake of WhatsApp Cloud API and MSG91 (`E2E_PROVIDER` below).
 */
export default async function setup(project: TestProject) {
  const fake = await new ProviderFakes().start();
  for (const name of E2E_PROVIDER.templates)
    fake.whatsappTemplates.set(name, { langs: ['en', 'hi'], parameters: 5 });
  fake.whatsappToken = E2E_PROVIDER.token;
  const server = await startServer({
    WHATSAPP_API_BASE: `${fake.url}/v23.0`,
    MSG91_API_BASE: `${fake.url}/api/v5`,
  });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    await fake.close();
  };
}
