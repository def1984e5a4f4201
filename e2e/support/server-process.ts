import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawnServer, waitUntilHealthy } from '../../apps/server/src/test/spawn-server.ts';
import { SUPERADMIN } from './accounts.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (as `npm run serve` does) on a free port with a throwaway embedded
 * database, serving the built SPA. Used by the browser tests and by `npm run bench:web`.
 */
export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first.');
  }
  const server = await spawnServer({
    DATABASE_URL: '',
    SUPERADMIN_EMAIL: SUPERADMIN.email,
    SUPERADMIN_PASSWORD: SUPERADMIN.password,
    LOGIN_LIMIT_PER_IP: '100000',
    // Browser tests fill the public page's form faster than a person; its minimum age has API tests.
    ENQUIRY_MIN_SECONDS: '0',
    ENQUIRY_LIMIT_PER_IP: '100000',
    // Reminder providers answer on a closed local port unless the caller names a fake.
    WHATSAPP_API_BASE: 'http://127.0.0.1:9/v23.0',
    MSG91_API_BASE: 'http://127.0.0.1:9/api/v5',
    RAZORPAY_API_BASE: 'http://127.0.0.1:9',
    ...env,
  });
  try {
    await waitUntilHealthy(server, 120_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { baseUrl: server.baseUrl, stop: () => server.stop() };
}
