import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { type Hang, keyedEffectJob } from './job-kinds.ts';

/**
 * An app instance with the tests' job kinds and quick polling, started as a process of its own
 * (spawn-server.ts) so a test can kill it with SIGKILL mid-job. With SEND_KEY set it first sends
 * one `test-keyed-effect` job (hanging as SEND_HANG says).
 */
process.env.JOB_TRACE = '1';
const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 3 }
    : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'db'), lockDir: config.DATA_DIR },
);
await database.migrate();
const app = await buildApp({
  config,
  database,
  logger: false,
  jobs: {
    settings: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
    extraKinds: [keyedEffectJob],
  },
});
await app.ready();
const key = process.env.SEND_KEY;
if (key) await app.jobs.send(keyedEffectJob.name, { key, hang: (process.env.SEND_HANG ?? 'none') as Hang });
await app.listen({ port: config.PORT, host: config.HOST });
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
