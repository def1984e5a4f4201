import { TEMPLATE_PARAMETERS } from '@studydesk/contract';
import type { TestProject } from 'vitest/node';
import { ProviderFakes } from '../../apps/server/src/test/fakes/provider-fakes.ts';
import { RazorpayFake } from '../../apps/server/src/test/fakes/razorpay-fake.ts';
import { E2E_PROVIDER, E2E_RAZORPAY } from './providers.ts';
import { type ServerProcess, startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The fake Razorpay's address (its hosted pages, and its lever to deliver webhooks again). */
    razorpayUrl: string;
    /** The fake WhatsApp's address: GET /fake/whatsapp/sent lists what it accepted. */
    providerFakeUrl: string;
  }
}

/**
 * One real server (built SPA + API on a fresh embedded database) for the whole run, its reminder
 * providers pointed at a local fake of WhatsApp Cloud API and MSG91 (`E2E_PROVIDER`), and its payment
 * gateway at a fake Razorpay (`E2E_RAZORPAY`) that delivers its webhooks to the server. Both projects
 * of e2e/vitest.config.ts run this setup, each from a module instance of its own: the server and
 * the fake are kept on globalThis and stopped when the last project is done with them.
 */
const shared = globalThis as typeof globalThis & {
  studydeskE2eServer?: {
    started: Promise<{ server: ServerProcess; fake: ProviderFakes; razorpay: RazorpayFake }>;
    users: number;
  };
};

async function startAll() {
  const fake = await new ProviderFakes().start();
  const [dues, expiry, receipt] = E2E_PROVIDER.templates;
  fake.whatsappTemplates.set(dues, { langs: ['en', 'hi'], parameters: TEMPLATE_PARAMETERS.dues.length });
  fake.whatsappTemplates.set(expiry, { langs: ['en', 'hi'], parameters: TEMPLATE_PARAMETERS.expiry.length });
  fake.whatsappTemplates.set(receipt, {
    langs: ['en', 'hi'],
    parameters: TEMPLATE_PARAMETERS.receipt.length,
  });
  fake.whatsappToken = E2E_PROVIDER.token;
  const razorpay = await new RazorpayFake().start();
  Object.assign(razorpay, E2E_RAZORPAY);
  const server = await startServer({
    WHATSAPP_API_BASE: `${fake.url}/v23.0`,
    MSG91_API_BASE: `${fake.url}/api/v5`,
    RAZORPAY_API_BASE: razorpay.url,
  });
  razorpay.deliverTo = server.baseUrl;
  return { server, fake, razorpay };
}

export default async function setup(project: TestProject) {
  shared.studydeskE2eServer ??= { started: startAll(), users: 0 };
  const entry = shared.studydeskE2eServer;
  entry.users += 1;
  const { server, fake, razorpay } = await entry.started;
  project.provide('baseUrl', server.baseUrl);
  project.provide('razorpayUrl', razorpay.url);
  project.provide('providerFakeUrl', fake.url);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    shared.studydeskE2eServer = undefined;
    await server.stop();
    await fake.close();
    await razorpay.close();
  };
}
