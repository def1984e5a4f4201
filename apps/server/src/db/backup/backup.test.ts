import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { buildAdmin, TEST_DATA_KEY } from '../../test/factories.ts';
import { fillLibrary } from '../../test/fill-library.ts';
import type { Database, Db } from '../client.ts';
import { rowsOf } from '../rows.ts';
import { restoreBackup, writeBackup } from './archive.ts';
import { listTables } from './catalog.ts';

let source: Database;
let target: Database;
const dir = mkdtempSync(path.join(tmpdir(), 'studydesk-backup-'));
const testKey = Buffer.from(TEST_DATA_KEY, 'hex');

beforeAll(async () => {
  source = await createTestDatabase();
  target = await createTestDatabase();
});
afterAll(async () => {
  await source?.close();
  await target?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every row of every table, as PostgreSQL prints it, ordered by key. */
async function dumpAll(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const t of await listTables(db)) {
    const rows = rowsOf<{ j: string }>(
      await db.execute(
        sql`select row_to_json(t)::text as j from ${sql.identifier(t.name)} t order by ${sql.join(
          t.key.map((c) => sql`t.${sql.identifier(c)}`),
          sql`, `,
        )}`,
      ),
    );
    out[t.name] = rows.map((r) => r.j);
  }
  return out;
}

describe('backup and restore', () => {
  it('round-trip a seeded library: every table holds the same rows, and new rows get new ids', async () => {
    for (let i = 0; i < 2; i++) await fillLibrary(source.db, await buildAdmin(source.db));
    // A key whose first column repeats past a page (2,000 rows): pages follow the whole key.
    await source.db.execute(sql`insert into account_emails (role, email, admin_id, user_id)
      select 'student', 'paged' || n || '@example.com', 0, 1000000 + n from generate_series(1, 2100) n`);
    const file = path.join(dir, 'studydesk.backup');
    const written = await writeBackup(source.db, file);
    expect(written.rows).toBeGreaterThan(40);

    const restored = await restoreBackup(target.db, file, testKey);
    expect(restored).toEqual(written);
    // The cockpit's stored charts are a cache, not archived: a restored library computes them again.
    const { cockpit_history: charts, ...before } = await dumpAll(source.db);
    expect(charts?.length).toBeGreaterThan(0);
    expect(Object.values(before).filter((rows) => rows.length > 0).length).toBeGreaterThanOrEqual(22);
    // The balances kept beside the ledger are not archived: restoring the ledger rebuilt them.
    expect(before.student_balances?.length).toBeGreaterThan(0);
    // The logs are archived as they are, counted by nobody (0036).
    expect(before.library_log_counts).toBeUndefined();
    expect(before.attendance?.length).toBeGreaterThan(0);
    expect(before.checkins?.length).toBeGreaterThan(0);
    const { cockpit_history: restoredCharts, ...loaded } = await dumpAll(target.db);
    expect(restoredCharts).toEqual([]);
    expect(loaded).toEqual(before);

    // The trigger that keeps them, off while the ledger loaded, is on again.
    const [kept] = rowsOf<{ student_id: number; admin_id: number; balance_paise: number | string }>(
      await target.db.execute(sql`select * from student_balances order by student_id limit 1`),
    );
    if (!kept) throw new Error('no balance restored');
    await target.db.execute(sql`insert into ledger_entries (admin_id, student_id, entry_type, charge_kind, amount_paise, entry_date)
      values (${kept.admin_id}, ${kept.student_id}, 'charge', 'manual', 700, '2026-11-01')`);
    const [after] = rowsOf<{ balance_paise: number | string }>(
      await target.db.execute(
        sql`select balance_paise from student_balances where student_id = ${kept.student_id}`,
      ),
    );
    // A bigint (0033): pg's driver reads it as text.
    expect(Number(after?.balance_paise)).toBe(Number(kept.balance_paise) + 700);
    // No trigger is left off, on any partition of the ledger (0027) either.
    expect(
      rowsOf(
        await target.db.execute(
          sql`select tgrelid::regclass::text, tgname from pg_trigger where tgenabled = 'D'`,
        ),
      ),
    ).toEqual([]);

    // Identity sequences continue after the restored ids.
    const admin = await buildAdmin(target.db);
    const maxBefore = Math.max(...(before.admins ?? []).map((j) => (JSON.parse(j) as { id: number }).id));
    expect(admin.id).toBeGreaterThan(maxBefore);
  });

  it('refuses to restore into a database that already holds data', async () => {
    const file = path.join(dir, 'again.backup');
    await writeBackup(source.db, file);
    await expect(restoreBackup(target.db, file, testKey)).rejects.toThrow(/not empty/);
  });

  it('refuses, restoring nothing, without the data key that sealed the backup’s Aadhaar numbers', async () => {
    const file = path.join(dir, 'sealed.backup');
    await writeBackup(source.db, file);
    const fresh = await createTestDatabase();
    try {
      const refusal = /^The backup was sealed with another data key: .*DATA_KEY.*data\.key/;
      await expect(restoreBackup(fresh.db, file, null)).rejects.toThrow(refusal);
      await expect(restoreBackup(fresh.db, file, Buffer.alloc(32, 9))).rejects.toThrow(refusal);
      const rowsLeft = async () =>
        rowsOf(await fresh.db.execute(sql`select id from students union all select id from admins`));
      expect(await rowsLeft()).toEqual([]);
      await restoreBackup(fresh.db, file, testKey);
      expect((await rowsLeft()).length).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });
});
