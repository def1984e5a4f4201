import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { Database, Db } from './client.ts';
import { rowsOf } from './rows.ts';
import * as schema from './schema/index.ts';
import { platformSearchPattern } from './search.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The plan of a statement when the planner may not scan whole tables if any index serves. */
async function planOf(db: Db, statement: ReturnType<typeof sql>): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain ${statement}`);
    return rowsOf(result)
      .map((r) => String(Object.values(r)[0]))
      .join('\n');
  });
}

describe('indexes (plans on an empty database, with sequential scans discouraged)', () => {
  it('lead with every foreign key, so a cascading delete never scans the referencing table', async () => {
    // An index that merely contains the column (e.g. (admin_id, student_id)) still scans the
    // whole index once per deleted parent row: the key's columns must come first, all of them
    // for a key of several (the ledger's (admin_id, student_id), 0027), in any order.
    const result = await database.db.execute(sql`
      select c.conrelid::regclass::text as tbl,
        (select string_agg(a.attname, '+' order by k.n) from unnest(c.conkey) with ordinality k(attnum, n)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as col,
        exists (select 1 from pg_index i where i.indrelid = c.conrelid
          and (select array_agg(x order by x) from unnest((i.indkey::int2[])[0:cardinality(c.conkey) - 1]) x)
            = (select array_agg(x order by x) from unnest(c.conkey) x)) as led
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace`);
    const keys = rowsOf<{ tbl: string; col: string; led: boolean }>(result);
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.filter((k) => !k.led).map((k) => `${k.tbl}.${k.col}`)).toEqual([]);
  });

  it('serve platform-wide searches of 1-2 characters and of 3+ characters', async () => {
    for (const q of ['a', 'ab', 'abc', 'sharma']) {
      const p = platformSearchPattern(q);
      const students = await planOf(
        database.db,
        q.length < 3
          ? sql`select id from students where lower(name) like ${p}`
          : sql`select id from students where lower(name) like ${p} or lower(email) like ${p} or phone like ${p}`,
      );
      expect(students).not.toMatch(/Seq Scan/);
    }
  });

  it("count a 1-2 character platform search's matches from the index alone", async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return planOf(
        tx as unknown as Db,
        sql`select count(*) from (select 1 from students where lower(name) like ${platformSearchPattern('ka')} limit 1001) c`,
      );
    });
    expect(plan).toMatch(/Index Only Scan using students_name_prefix_idx/);
  });

  it("serve a student's history, newest first", async () => {
    const ledger = await planOf(
      database.db,
      sql`select * from ledger_entries where admin_id = 1 and student_id = 1 order by id`,
    );
    expect(ledger, 'ledger_entries').not.toMatch(/Seq Scan/);
    for (const table of ['seat_history', 'invoices', 'book_issues']) {
      const plan = await planOf(
        database.db,
        sql`select * from ${sql.identifier(table)} where student_id = 1 order by created_at desc limit 50`,
      );
      expect(plan, table).not.toMatch(/Seq Scan/);
    }
  });
});

describe("a library's newest-first lists", () => {
  it('walk an index in their order, so a page reads its own rows and sorts none', async () => {
    const lists: Array<[table: string, newest: string]> = [
      ['students', 'created_at'],
      ['seat_plans', 'created_at'],
      ['locker_plans', 'created_at'],
      ['invoices', 'created_at'],
      ['staff_invoices', 'created_at'],
      ['seat_bookings', 'booking_date'],
      ['attendance', 'attendance_date'],
      ['checkins', 'checkin_time'],
      ['book_issues', 'issue_date'],
    ];
    for (const [table, newest] of lists) {
      const plan = await database.db.transaction(async (tx) => {
        for (const off of ['enable_sort', 'enable_incremental_sort', 'enable_bitmapscan']) {
          await tx.execute(sql.raw(`set local ${off} = off`));
        }
        return planOf(
          tx as unknown as Db,
          sql`select id from ${sql.identifier(table)} where admin_id = 1
            order by ${sql.identifier(newest)} desc, id desc limit 50 offset 50`,
        );
      });
      expect(plan, table).not.toMatch(/Sort|Seq Scan/);
    }
  });
});

describe('the schema and the migrations', () => {
  it('agree: every index the schema declares exists once migrated', async () => {
    const declared = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .flatMap((table) => getTableConfig(table).indexes.map((index) => index.config.name ?? '(unnamed)'));
    const existing = rowsOf<{ name: string }>(
      await database.db.execute(
        sql`select indexname as name from pg_indexes where schemaname = current_schema()`,
      ),
    ).map((r) => r.name);
    expect(declared.length).toBeGreaterThan(50);
    expect(declared.filter((name) => !existing.includes(name))).toEqual([]);
  });
});
