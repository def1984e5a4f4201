import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind } from '../test/database.ts';
import { buildAdmin, buildStudent } from '../test/factories.ts';
import type { Database, Db } from './client.ts';
import { FIRST_PAGE_SIZES, type PageOf, preparedPages } from './prepared.ts';
import { rowsOf } from './rows.ts';
import { students } from './schema/index.ts';

let database: Database;
let adminId = 0;
const ids: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const admin = await buildAdmin(database.db);
  adminId = admin.id;
  for (let i = 0; i < 30; i++) ids.push((await buildStudent(database.db, { admin })).id);
  ids.reverse();
});
afterAll(async () => {
  await database?.close();
});

const studentIds = preparedPages('test_student_ids', (db: Db, page: PageOf) =>
  db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.adminId, sql.placeholder('adminId')))
    .orderBy(desc(students.id))
    .limit(page.limit)
    .offset(page.offset),
);

describe('preparedPages', () => {
  it('answers the usual first pages and any other page alike', async () => {
    const page = async (limit: number, offset: number) =>
      (await studentIds(database.db, { adminId }, { limit, offset })).map((r) => r.id);
    for (const limit of [...FIRST_PAGE_SIZES, 7])
      expect(await page(limit, 0), `${limit}`).toEqual(ids.slice(0, limit));
    expect(await page(10, 10)).toEqual(ids.slice(10, 20));
    expect(await page(25, 25)).toEqual(ids.slice(25));
  });

  // PGlite's driver sends every statement unnamed; PostgreSQL's keeps them by name.
  it.runIf(testDbKind === 'postgres')(
    "writes a usual page size into its statements (and a first page's offset), so PostgreSQL can keep one plan for each",
    async () => {
      const statements = await database.db.transaction(async (tx) => {
        await studentIds(tx, { adminId }, { limit: 25, offset: 0 });
        await studentIds(tx, { adminId }, { limit: 25, offset: 50 });
        await studentIds(tx, { adminId }, { limit: 7, offset: 0 });
        return rowsOf<{ name: string; statement: string; parameters: number }>(
          await tx.execute(sql`select name, statement, cardinality(parameter_types) as parameters
          from pg_prepared_statements
          where name in ('test_student_ids', 'test_student_ids_by_25', 'test_student_ids_first_25') order by name`),
        );
      });
      expect(statements.map((s) => [s.name, s.parameters])).toEqual([
        ['test_student_ids', 3],
        ['test_student_ids_by_25', 2],
        ['test_student_ids_first_25', 1],
      ]);
      expect(statements[1]?.statement).toMatch(/limit 25 offset \$2$/);
      expect(statements[2]?.statement).toMatch(/limit 25 offset 0$/);
    },
  );
});
