/**
 * `npm run restore -- file`: loads a backup into the configured database, which must be empty
 * (a fresh DATA_DIR, or a new PostgreSQL database); the schema is created first. The data key
 * that sealed the backup must be configured first (DATA_KEY, or data.key copied into DATA_DIR).
 */
import path from 'node:path';
import { findDataKey } from '../apps/server/src/crypto/data-key.ts';
import { restoreBackup } from '../apps/server/src/db/backup/archive.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';

async function main() {
  const arg = process.argv[2];
  if (!arg) throw new Error('name the backup file: npm run restore -- backups/studydesk-....backup');
  const file = path.resolve(arg);
  const { config, database } = await openConfiguredDatabase();
  try {
    await database.migrate();
    const dataKey = findDataKey(config.DATA_KEY, config.DATA_DIR);
    const { tables, rows } = await restoreBackup(database.db, file, dataKey);
    process.stdout.write(`Restored ${file}: ${tables} tables, ${rows} rows\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`restore failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
