import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

/** The server's configuration, from the environment (and .env) as the server reads it. */
export const configured = () => loadConfig({ ...process.env }, path.resolve(import.meta.dirname, '..'));

/** The database the server would use (DATABASE_URL, or the embedded one in DATA_DIR), for scripts. */
export async function openConfiguredDatabase(config = configured()) {
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'db'), lockDir: config.DATA_DIR },
  );
  return { config, database };
}
