import { randomInt } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countRows } from '../../db/count.ts';
import { admins, institutes, staff, students } from '../../db/schema/index.ts';
import {
  emailTaken,
  forgetLibrary,
  libraryOfJoinCode,
  recordEmails,
  recordJoinCode,
} from '../../tenancy/directory.queries.ts';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A join code students type to register with an institute: 8 unambiguous characters. */
function generateJoinCode(): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}

/** The library a join code names (through the directory: codes are unique across libraries). */
export async function findAdminByJoinCode(db: Db, joinCode: string) {
  const adminId = await libraryOfJoinCode(db, joinCode);
  if (adminId === null) return null;
  const [row] = await db
    .select({ id: admins.id, name: admins.name, email: admins.email })
    .from(admins)
    .where(eq(admins.id, adminId));
  return row ?? null;
}

export const adminEmailTaken = (db: Db, email: string) => emailTaken(db, 'admin', email);

export async function insertAdmin(
  db: Db,
  values: { name: string; email: string; passwordHash: string; mustChangePassword?: boolean },
) {
  return db.transaction(async (tx) => {
    const joinCode = generateJoinCode();
    const [row] = await tx
      .insert(admins)
      .values({ ...values, joinCode })
      .returning({ id: admins.id, name: admins.name, email: admins.email });
    if (!row) throw new Error('insert returned nothing');
    await recordEmails(tx, 'admin', [{ email: row.email, adminId: row.id, userId: row.id }]);
    await recordJoinCode(tx, joinCode, row.id);
    return row;
  });
}

/** Every admin with how many students and staff they own, newest first. */
export async function listAdmins(db: Db) {
  const rows = await db
    .select({
      id: admins.id,
      name: admins.name,
      email: admins.email,
      mustChangePassword: admins.mustChangePassword,
      createdAt: admins.createdAt,
      // Correlated subqueries spelled out: drizzle leaves column names unqualified inside sql``.
      students: sql<number>`(select count(*)::int from "students" s where s."admin_id" = "admins"."id")`,
      staff: sql<number>`(select count(*)::int from "staff" f where f."admin_id" = "admins"."id")`,
    })
    .from(admins)
    .orderBy(desc(admins.createdAt), desc(admins.id));
  return rows;
}

/** What deleting an admin would take with it. */
export async function tenantFootprint(db: Db, adminId: number) {
  const [row] = await db
    .select({
      students: sql<number>`(select count(*)::int from ${students} where ${students.adminId} = ${adminId})`,
      staff: sql<number>`(select count(*)::int from ${staff} where ${staff.adminId} = ${adminId})`,
      institutes: sql<number>`(select count(*)::int from ${institutes} where ${institutes.adminId} = ${adminId})`,
    })
    .from(admins)
    .where(eq(admins.id, adminId));
  return row ?? null;
}

export const countAdmins = (db: Db) => countRows(db, admins);

/**
 * Deletes the admin; every tenant row of their library cascades; its directory rows and
 * sessions, which no key cascades to, go in the same transaction.
 */
export async function deleteAdminRow(db: Db, adminId: number) {
  return db.transaction(async (tx) => {
    await forgetLibrary(tx, adminId);
    const [row] = await tx
      .delete(admins)
      .where(eq(admins.id, adminId))
      .returning({ id: admins.id, name: admins.name, email: admins.email });
    return row ?? null;
  });
}
