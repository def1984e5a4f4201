import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { buildAdmin } from '../../test/factories.ts';
import { fillLibrary } from '../../test/fill-library.ts';
import type { Database, Db } from '../client.ts';
import { rowsOf } from '../rows.ts';
import { restoreBackup, writeBackup } from './archive.ts';
import { listTables } from './catalog.ts';

let source: Database;
let target: Database;
const dir = mkdtempSync(path.join(tmpdir(), 'studydesk-backup-'));

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

    const restored = await restoreBackup(target.db, file);
    expect(restored).toEqual(written);
    const before = await dumpAll(source.db);
    expect(Object.values(before).filter((rows) => rows.length > 0).length).toBeGreaterThanOrEqual(22);
    // The balances kept beside the ledger are not archived: restoring the ledger rebuilt them.
    expect(before.student_balances?.length).toBeGreaterThan(0);
    // So are the logs' counts (0026): one row a library, rebuilt from its marks and check-ins.
    expect(before.library_log_counts).toHaveLength(2);
    expect(await dumpAll(target.db)).toEqual(before);

    // The trigger that keeps them, off while the ledger loaded, is on again.
    const [kept] = rowsOf<{ student_id: number; admin_id: number; balance_paise: number }>(
      await target.db.execute(sql`select * from student_balances order by student_id limit 1`),
    );
    if (!kept) throw new Error('no balance restored');
    await target.db.execute(sql`insert into ledger_entries (admin_id, student_id, entry_type, charge_kind, amount_paise, entry_date)
      values (${kept.admin_id}, ${kept.student_id}, 'charge', 'manual', 700, '2026-11-01')`);
    const [after] = rowsOf<{ balance_paise: number }>(
      await target.db.execute(
        sql`select balance_paise from student_balances where student_id = ${kept.student_id}`,
      ),
    );
    expect(after?.balance_paise).toBe(kept.balance_paise + 700);
    // And so are the four triggers that count the logs.
    const logCounts = async () =>
      rowsOf<{ attendance: number; checkins: number }>(
        await target.db.execute(
          sql`select attendance, checkins from library_log_counts where admin_id = ${kept.admin_id}`,
        ),
      )[0];
    const restoredCounts = await logCounts();
    await target.db.execute(
      sql`insert into checkins (admin_id, student_id, checkout_time) values (${kept.admin_id}, ${kept.student_id}, now())`,
    );
    await target.db.execute(sql`insert into attendance (admin_id, student_id, student_name, attendance_date)
      values (${kept.admin_id}, ${kept.student_id}, 'Restored', '1999-01-01'), (${kept.admin_id}, ${kept.student_id}, 'Restored', '1999-01-02')`);
    expect(await logCounts()).toEqual({
      attendance: (restoredCounts?.attendance ?? 0) + 2,
      checkins: (restoredCounts?.checkins ?? 0) + 1,
    });
    await target.db.execute(
      sql`delete from attendance where admin_id = ${kept.admin_id} and attendance_date < '2000-01-01'`,
    );
    await target.db.execute(
      sql`delete from checkins where admin_id = ${kept.admin_id} and checkout_time > now() - interval '1 minute'`,
    );
    expect(await logCounts()).toEqual(restoredCounts);
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
    await expect(restoreBackup(target.db, file)).rejects.toThrow(/not empty/);
  });
});
