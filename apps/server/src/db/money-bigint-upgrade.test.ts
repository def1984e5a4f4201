import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, testDbKind } from '../test/database.ts';
import { type Database, migrationsFolder, openDatabase } from './client.ts';
import { rowsOf } from './rows.ts';

/** The migrations as they stood before `tag`: its files, and a journal that ends before it. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sd-migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  const journal: { entries: { tag: string }[] } = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  );
  const stop = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const file of readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')))
    copyFileSync(path.join(migrationsFolder, file), path.join(dir, file));
  return dir;
}

let database: Database;
let dropDatabase = async () => {};
const older = migrationsBefore('0033_money_sums_bigint');
beforeAll(async () => {
  if (testDbKind === 'pglite') database = await openDatabase({ kind: 'pglite' });
  else {
    const empty = await createEmptyPostgresDatabase();
    database = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 2 });
    dropDatabase = empty.drop;
  }
  await database.migrate(older);
}, 180_000); // a database of its own, created and migrated: minutes on a busy machine
afterAll(async () => {
  await database?.close();
  await dropDatabase();
  rmSync(older, { recursive: true, force: true });
});

const CRORE_PAISE = 1_000_000_000;

describe('migration 0033 on a database with money in it', () => {
  it('turns balances into bigint, keeps them, and lets them pass an int', async () => {
    const { db } = database;
    // Rows written as the schema stood at 0032 (the factories write today's, directory included).
    await db.execute(sql`insert into admins (id, name, email, password_hash, join_code) overriding system value
      values (1, 'Asha', 'asha@lib.test', 'x', 'JOIN2345')`);
    await db.execute(sql`insert into students (id, admin_id, student_id, name, email, password_hash) overriding system value
      values (20, 1, 'STU-0001', 'Neha', 'neha@lib.test', 'x')`);
    const admin = { id: 1 };
    const student = { id: 20 };
    const charge = sql`insert into ledger_entries (admin_id, student_id, entry_type, charge_kind, amount_paise, entry_date)
      values (${admin.id}, ${student.id}, 'charge', 'manual', ${CRORE_PAISE}, '2026-11-01')`;
    await db.execute(charge);
    await db.execute(charge);
    // An advance of ₹2 crore written at the old width: the upgrade must keep it.
    await db.execute(sql`insert into receipts (admin_id, number, student_id, customer_name, amount_paise, method,
        paid_on, balance_after_paise, collected_by_role, collected_by_id, collected_by_name, share_token)
      values (${admin.id}, 1, ${student.id}, 'Upgrade', 500, 'cash', '2026-11-01', ${-2 * CRORE_PAISE},
        'admin', ${admin.id}, 'Owner', 'upgrade-token')`);

    await database.migrate();

    const types = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
      await db.execute(sql`select table_name, column_name, data_type from information_schema.columns
        where (table_name, column_name) in (('student_balances', 'balance_paise'),
          ('receipts', 'balance_after_paise'), ('ledger_balances', 'balance_paise'))
        order by table_name`),
    );
    expect(types.map((t) => t.data_type)).toEqual(['bigint', 'bigint', 'bigint']);
    const balance = async () =>
      Number(
        rowsOf<{ b: string | number }>(
          await db.execute(
            sql`select balance_paise as b from student_balances where student_id = ${student.id}`,
          ),
        )[0]?.b,
      );
    expect(await balance()).toBe(2 * CRORE_PAISE);
    const [receipt] = rowsOf<{ b: string | number }>(
      await db.execute(
        sql`select balance_after_paise as b from receipts where share_token = 'upgrade-token'`,
      ),
    );
    expect(Number(receipt?.b)).toBe(-2 * CRORE_PAISE);
    // The third ₹1 crore failed at commit before: the kept balance overflowed an int.
    await db.execute(charge);
    expect(await balance()).toBe(3 * CRORE_PAISE);
  });
});
