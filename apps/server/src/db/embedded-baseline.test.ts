import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from './client.ts';
import { baselineFor, ensureEmbeddedBaseline, migrationsDigest } from './embedded-baseline.ts';
import { rowsOf } from './rows.ts';

const folders: string[] = [];
const freshFolder = (prefix: string) => {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("the embedded database's baseline", () => {
  it('starts a fresh data directory with every migration applied, and is never used for one that holds a cluster', async () => {
    await ensureEmbeddedBaseline();
    const dataDir = path.join(freshFolder('studydesk-baseline-'), 'db');
    const baseline = baselineFor(dataDir);
    expect(baseline?.size).toBeGreaterThan(0);

    const database = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: baseline });
    try {
      await database.migrate();
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
      const applied = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      );
      expect(applied[0]?.n).toBe(journal.entries.length);
      const students = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from students`),
      );
      expect(students[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
    // Now it holds a cluster: starting it again must never overwrite it with the baseline.
    expect(baselineFor(dataDir)).toBeUndefined();
  });

  it('is named after the migrations, so one built before a new migration is not used', () => {
    const copy = freshFolder('studydesk-migrations-');
    cpSync(migrationsFolder, copy, { recursive: true });
    expect(migrationsDigest(copy)).toBe(migrationsDigest());
    writeFileSync(path.join(copy, '9999_later.sql'), 'create table later (id int);');
    expect(migrationsDigest(copy)).not.toBe(migrationsDigest());
  });
});
