import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { admins, students } from '../db/schema/index.ts';
import { ownedBy } from '../db/tenant-rows.ts';
import { accountByEmail } from './directory.queries.ts';

/** The library's owner email (the spec's clients name a library by it). */
export async function libraryEmail(db: Db, adminId: number): Promise<string | null> {
  const [row] = await db.select({ email: admins.email }).from(admins).where(eq(admins.id, adminId));
  return row?.email ?? null;
}

/** The library whose owner has this email (found in the directory), or null. */
export async function libraryIdByEmail(db: Db, email: string): Promise<number | null> {
  return (await accountByEmail(db, 'admin', email))?.adminId ?? null;
}

/** The library's time zone (IANA name), or null when the library is gone. */
export async function libraryTimeZone(db: Db, adminId: number): Promise<string | null> {
  const [row] = await timeZoneStatement(db, { adminId });
  return row?.tz ?? null;
}
/** Prepared: every screen that shows a library's today (the map, the grid, the cockpit, the desk) asks. */
const timeZoneStatement = preparedStatement((db: Db) =>
  db
    .select({ tz: admins.timezone })
    .from(admins)
    .where(eq(admins.id, sql.placeholder('adminId')))
    .prepare('library_time_zone'),
);

/** A student of the library (id and name), or null: another library's student does not match. */
export async function studentOfLibrary(db: Db, adminId: number, studentId: number) {
  const [row] = await db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(ownedBy(students, adminId, studentId));
  return row ?? null;
}

/** A page of libraries after `afterId` with their time zones, by id: a walk over every library. */
export function librariesAfter(db: Db, afterId: number, limit: number) {
  return db
    .select({ id: admins.id, timeZone: admins.timezone })
    .from(admins)
    .where(gt(admins.id, afterId))
    .orderBy(asc(admins.id))
    .limit(limit);
}
