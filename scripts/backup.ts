/**
 * `npm run backup [-- file]`: writes a consistent logical backup of the configured database
 * (every table, uploads included) to `file` (default backups/studydesk-<time>.backup).
 * On PostgreSQL it runs beside the live app; on the embedded database stop the server first.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { writeBackup } from '../apps/server/src/db/backup/archive.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';

async function main() {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(process.argv[2] ?? `backups/studydesk-${stamp}.backup`);
  mkdirSync(path.dirname(file), { recursive: true });
  const { database } = await openConfiguredDatabase();
  try {
    await database.migrate();
    const { tables, rows } = await writeBackup(database.db, file);
    process.stdout.write(`Backup written: ${file} (${tables} tables, ${rows} rows)\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`backup failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
