import path from 'node:path';
import { buildApp } from './app.ts';
import { bootstrap, describeCreatedSuperadmin } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { claimDataKey, DataKeyError } from './crypto/data-key-claim.ts';
import { openVault } from './crypto/open-vault.ts';
import { sealPlaintextAadhaar } from './crypto/seal-plaintext.ts';
import { type Database, openDatabase } from './db/client.ts';
import { baselineFor } from './db/embedded-baseline.ts';
import { DataDirLockedError } from './db/lock.ts';
import { importDiskUploads } from './uploads/import-disk-uploads.ts';
import { warmThreads } from './workers/pool.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : {
          kind: 'pglite',
          dataDir: path.join(config.DATA_DIR, 'db'),
          lockDir: config.DATA_DIR,
          loadDataDir: baselineFor(path.join(config.DATA_DIR, 'db')),
        },
  );
  let closing = false;
  try {
    await database.migrate();
    // Before anything is sealed or read with it: the key must be the one that sealed this database.
    await claimDataKey(database.db, config);
    const sealed = await sealPlaintextAadhaar(database.db, openVault(config));
    if (sealed) process.stdout.write(`Sealed ${sealed} plaintext Aadhaar numbers with the data key.\n`);
    const boot = await bootstrap(database.db, config);
    await importDiskUploads(database.db, config.DATA_DIR);
    const app = await buildApp({
      config,
      database,
      limits: {
        loginPerIpPerMinute: config.LOGIN_LIMIT_PER_IP,
        enquiriesPerIpPerHour: config.ENQUIRY_LIMIT_PER_IP,
      },
    });

    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: finishing in-flight requests, then closing the database`);
      const force = setTimeout(() => process.exit(1), 15_000);
      force.unref();
      try {
        await app.close();
      } finally {
        await database.close();
        process.exit(0);
      }
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));

    const address = await app.listen({ port: config.PORT, host: config.HOST });
    warmThreads();
    const port = new URL(address).port;
    printBanner(`http://localhost:${port}`, database, boot.createdSuperadmin);
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}

function printBanner(url: string, database: Database, created?: { email: string; password: string | null }) {
  const lines = [
    `StudyDesk is running at ${url}`,
    `Database: ${database.kind === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL'}`,
  ];
  if (created) lines.push(...describeCreatedSuperadmin(created, url));
  // A quiet start: these few lines and the listener's, nothing else (`npm start`: at most ten).
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof DataKeyError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `StudyDesk failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
