import type { TStudentListQuery } from '@studydesk/contract';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { EXACT_COUNT_LIMIT, pageAndCount, SEARCH_COUNT_LIMIT } from '../../db/count.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { admins, lockerPlans, seatHistory, seatPlans, students } from '../../db/schema/index.ts';
import {
  containsPattern,
  MIN_CONTAINS_SEARCH,
  platformSearchPattern,
  rankPatterns,
} from '../../db/search.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';
import { emailTaken, forgetAccount, moveEmail, recordEmails } from '../../tenancy/directory.queries.ts';

/**
 * What a list shows of a student (presentStudentSummary), joined with its library: lists select
 * these only, not the sealed Aadhaar, the family names or the addresses they never answer.
 */
const summaryColumns = {
  id: students.id,
  studentId: students.studentId,
  name: students.name,
  email: students.email,
  phone: students.phone,
  course: students.course,
  address: students.address,
  adminId: students.adminId,
  adminName: admins.name,
  adminEmail: admins.email,
  createdAt: students.createdAt,
  image: students.image,
  idCardGenerated: students.idCardGenerated,
  aadhaarLast4: students.aadhaarLast4,
};

/** The whole record of one student (details, the edit form, ID cards), joined with its library. */
const studentColumns = {
  ...summaryColumns,
  aadhaar: students.aadhaar,
  dob: students.dob,
  fatherName: students.fatherName,
  motherName: students.motherName,
  permanentAddress: students.permanentAddress,
  idCardNumber: students.idCardNumber,
  mustChangePassword: students.mustChangePassword,
  gstState: students.gstState,
  gstin: students.gstin,
};

type RowOf<C extends Record<string, { _: { notNull: boolean; data: unknown } }>> = {
  [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null;
};
export type StudentRow = RowOf<typeof studentColumns>;
export type StudentSummaryRow = RowOf<typeof summaryColumns>;

/**
 * One page of students, newest first; `adminId` limits it to one library, where `q` searches
 * names, best match first (`bestMatchFirst`). Across the platform (null) `q` also searches email and phone (1-2 characters: the start
 * of the name), and the total is counted up to SEARCH_COUNT_LIMIT + 1 (the unsearched list:
 * EXACT_COUNT_LIMIT + 1).
 */
export function listStudents(
  db: Db,
  adminId: number | null,
  query: TStudentListQuery,
): Promise<{ rows: StudentSummaryRow[]; total: number }> {
  const page = { limit: query.limit, offset: query.offset };
  const q = query.q ?? '';
  if (adminId !== null) {
    const where = and(ofTenant(students, adminId), q ? nameLike(containsPattern(q)) : undefined);
    const order = q ? bestMatchFirst(q) : newestFirst;
    const rows = (p: typeof page) => studentsIn(db, where, order).limit(p.limit).offset(p.offset);
    return pageAndCount(db, { rows, matching: matchingIds(db, where) }, page);
  }
  const pattern = platformSearchPattern(q);
  const where = !q ? undefined : q.length < MIN_CONTAINS_SEARCH ? nameLike(pattern) : anyFieldLike(pattern);
  // Ids first, then the page's rows whole: the offset walks only the newest-first index (created_at,
  // id); reading every skipped row whole and joining it (offset 9,950) read 10,000 rows.
  const rows = (p: typeof page) =>
    studentsIn(
      db,
      inArray(
        students.id,
        matchingIds(db, where)
          .orderBy(...newestFirst)
          .limit(p.limit)
          .offset(p.offset),
      ),
    );
  const cap = q ? SEARCH_COUNT_LIMIT : EXACT_COUNT_LIMIT;
  return pageAndCount(db, { rows, matching: matchingIds(db, where), cap }, page);
}

const newestFirst = [desc(students.createdAt), desc(students.id)];

/**
 * A name search's order: the whole name, then names whose first word(s) are the search ('Priya
 * Sharma' for 'priya'), names starting with it ('Priyanka Tiwari'), names with a later word
 * starting with it, names holding it anywhere; alphabetically within each.
 */
function bestMatchFirst(q: string): SQL[] {
  const name = sql`lower(${students.name})`;
  const p = rankPatterns(q);
  return [
    sql`case when ${name} = ${q.toLowerCase()} then 0 when ${name} like ${p.firstWords} then 1
      when ${name} like ${p.start} then 2 when ${name} like ${p.laterWord} then 3 else 4 end`,
    name,
    asc(students.id),
  ];
}

/** The ids of the students matching `where` (what a list counts). */
const matchingIds = (db: Db, where: SQL | undefined) =>
  db.select({ id: students.id }).from(students).where(where);

/** Students matching `where` with their library, newest first unless told. */
const studentsIn = (db: Db, where: SQL | undefined, order: SQL[] = newestFirst) =>
  db
    .select(summaryColumns)
    .from(students)
    .innerJoin(admins, eq(admins.id, students.adminId))
    .where(where)
    .orderBy(...order);

/** The searches' conditions: the start of a name (or a library's names), and name, email and phone. */
export const nameLike = (pattern: string) => sql`lower(${students.name}) like ${pattern}`;
export const anyFieldLike = (pattern: string) =>
  sql`(lower(${students.name}) like ${pattern} or lower(${students.email}) like ${pattern} or ${students.phone} like ${pattern})`;

/** One student of the library, or null (another library's student is "not found"). */
export async function findStudent(db: Db, adminId: number, id: number): Promise<StudentRow | null> {
  const [row] = await studentOfLibrary(db, { adminId, id });
  return row ?? null;
}

// Every screen of one student reads it first: a prepared statement (db/prepared.ts).
const studentOfLibrary = preparedStatement((db: Db) =>
  db
    .select(studentColumns)
    .from(students)
    .innerJoin(admins, eq(admins.id, students.adminId))
    .where(ownedBy(students, sql.placeholder('adminId'), sql.placeholder('id')))
    .limit(1)
    .prepare('student_of_library'),
);

export type NewStudent = Omit<typeof students.$inferInsert, 'id' | 'studentId' | 'adminId' | 'createdAt'>;

/** Inserts a student with the tenant's next human id (STU-0001, ...), atomically. */
export async function insertStudent(
  db: Db,
  adminId: number,
  values: NewStudent,
): Promise<{ id: number; studentId: string }> {
  return db.transaction(async (tx) => {
    const [seq] = await tx
      .update(admins)
      .set({ studentSeq: sql`${admins.studentSeq} + 1` })
      .where(eq(admins.id, adminId))
      .returning({ n: admins.studentSeq });
    if (!seq) throw new Error(`admin ${adminId} vanished`);
    const studentId = `STU-${String(seq.n).padStart(4, '0')}`;
    const [row] = await tx
      .insert(students)
      .values({ ...values, adminId, studentId })
      .returning({ id: students.id, studentId: students.studentId });
    if (!row) throw new Error('insert returned nothing');
    await recordEmails(tx, 'student', [{ email: values.email, adminId, userId: row.id }]);
    return row;
  });
}

/** Student emails are unique across the platform (one sign-in per email), in the directory; `exceptId` is the one being edited. */
export const studentEmailTaken = (db: Db, email: string, exceptId?: number) =>
  emailTaken(db, 'student', email, exceptId);

/** Another student of the library with this Aadhaar (found by its keyed hash). */
export async function aadhaarTaken(db: Db, adminId: number, aadhaarHash: string, exceptId?: number) {
  const same = and(ofTenant(students, adminId), eq(students.aadhaarHash, aadhaarHash));
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(exceptId ? and(same, ne(students.id, exceptId)) : same)
    .limit(1);
  return Boolean(row);
}

type StudentChanges = Partial<
  Omit<typeof students.$inferInsert, 'id' | 'adminId' | 'studentId' | 'createdAt'>
>;

/** Changes a student of the library; null when there is none. */
export async function updateStudent(db: Db, adminId: number, id: number, changes: StudentChanges) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(students)
      .set(changes)
      .where(ownedBy(students, adminId, id))
      .returning({ id: students.id, studentId: students.studentId, idCardNumber: students.idCardNumber });
    if (row && changes.email !== undefined) await moveEmail(tx, 'student', row.id, changes.email);
    return row ?? null;
  });
}

export async function deleteStudent(db: Db, adminId: number, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(students)
      .where(ownedBy(students, adminId, id))
      .returning({ id: students.id, image: students.image, studentId: students.studentId });
    if (row) await forgetAccount(tx, 'student', row.id);
    return row ?? null;
  });
}

/** The seat and locker the student holds now (their newest active plans) and their seat history, newest first (at most 200). */
export async function seatsOfStudent(db: Db, adminId: number, id: number) {
  const [[seat], [locker], history] = await Promise.all([
    db
      .select({ seat: seatPlans.seatNumber })
      .from(seatPlans)
      .where(and(ofStudent(seatPlans, adminId, id), eq(seatPlans.status, 'Active')))
      .orderBy(desc(seatPlans.createdAt))
      .limit(1),
    db
      .select({ locker: sql<string>`coalesce(${lockerPlans.lockerNumber}, ${lockerPlans.name})` })
      .from(lockerPlans)
      .where(and(ofStudent(lockerPlans, adminId, id), eq(lockerPlans.status, 'Active')))
      .orderBy(desc(lockerPlans.createdAt))
      .limit(1),
    db
      .select({
        id: seatHistory.id,
        recordedOn: seatHistory.recordedOn,
        seat: seatHistory.seat,
        locker: seatHistory.locker,
      })
      .from(seatHistory)
      .where(ofStudent(seatHistory, adminId, id))
      .orderBy(desc(seatHistory.createdAt))
      .limit(200),
  ]);
  return { seat: seat?.seat ?? null, locker: locker?.locker ?? null, history };
}

const ofStudent = <T extends { adminId: PgColumn; studentId: PgColumn }>(
  table: T,
  adminId: number,
  id: number,
) => and(ofTenant(table, adminId), eq(table.studentId, id));
