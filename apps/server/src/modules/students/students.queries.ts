import type { TStudentListQuery } from '@studydesk/contract';
import { and, desc, eq, inArray, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  countRows,
  countRowsCapped,
  exactCount,
  preparedTableTotal,
  SEARCH_COUNT_LIMIT,
  splitTotal,
  tableTotal,
} from '../../db/count.ts';
import { jsonRowsInOrder } from '../../db/json-rows.ts';
import { preparedLibraryPage } from '../../db/library-page.ts';
import { type PageOf, preparedPages, preparedStatement, UNNAMED, writtenIn } from '../../db/prepared.ts';
import { ONE_ROW } from '../../db/rows.ts';
import { admins, lockerPlans, seatHistory, seatPlans, students } from '../../db/schema/index.ts';
import { containsPattern, MIN_CONTAINS_SEARCH, platformSearchPattern } from '../../db/search.ts';
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
};

type RowOf<C extends Record<string, { _: { notNull: boolean; data: unknown } }>> = {
  [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null;
};
export type StudentRow = RowOf<typeof studentColumns>;
export type StudentSummaryRow = RowOf<typeof summaryColumns>;

/**
 * One page of students, newest first; `adminId` limits it to one library, where `q` searches
 * names. Across the platform (null) `q` also searches email and phone (1-2 characters: the start
 * of the name), and the total is counted up to SEARCH_COUNT_LIMIT (the platform's unsearched list:
 * EXACT_COUNT_LIMIT).
 */
export async function listStudents(
  db: Db,
  adminId: number | null,
  query: TStudentListQuery,
): Promise<{ rows: StudentSummaryRow[]; total: number }> {
  const page = { limit: query.limit, offset: query.offset };
  if (adminId !== null && !query.q) {
    return libraryPage(db, adminId, page);
  }
  if (adminId === null && !query.q) {
    return splitTotal(await platformPage(db, {}, page), query, () => platformTotal(db));
  }
  const q = query.q ?? '';
  if (adminId !== null) {
    const rows = await librarySearch(db, { adminId, pattern: containsPattern(q), ...page });
    return splitTotal(rows, query, () =>
      countRows(db, students, and(ofTenant(students, adminId), nameLike(containsPattern(q)))),
    );
  }
  const short = q.length < MIN_CONTAINS_SEARCH;
  const pattern = platformSearchPattern(q);
  const rows = await platformSearch(db, { pattern, anyField: !short, ...page });
  return splitTotal(rows, query, () =>
    countRowsCapped(db, students, short ? nameLike(pattern) : anyFieldLike(pattern), SEARCH_COUNT_LIMIT),
  );
}

const newestFirst = [desc(students.createdAt), desc(students.id)];

/**
 * A page is found by ids first, then read whole: the offset walks only the newest-first index
 * (created_at, id), index-only, and just the page's rows are read from the table and joined to
 * their library. Reading every skipped row whole made a deep platform page (offset 9,950)
 * read 10,000 rows and join each to admins.
 */
function pageIds(
  db: Db,
  where: SQL | undefined,
  page: { limit: number | Placeholder; offset: number | Placeholder },
) {
  return db
    .select({ id: students.id })
    .from(students)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

/** pageIds' page read whole, each row with the list's `total` beside it. */
function pageWithItsTotal(db: Db, where: SQL | undefined, total: SQL<number>) {
  const page = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
  return db
    .select({ ...summaryColumns, total })
    .from(students)
    .innerJoin(admins, eq(admins.id, students.adminId))
    .where(inArray(students.id, pageIds(db, where, page)))
    .orderBy(...newestFirst);
}

/**
 * The searches' conditions: the start of a name (or a library's names), and name, email and phone.
 * student_search_estimate (0025) plans the same two, written out in SQL: a test holds them equal.
 */
export const nameLike = (pattern: string | Placeholder) => sql`lower(${students.name}) like ${pattern}`;
export const anyFieldLike = (pattern: string | Placeholder) =>
  sql`(lower(${students.name}) like ${pattern} or lower(${students.email}) like ${pattern} or ${students.phone} like ${pattern})`;
const searched = sql.placeholder('pattern');

/**
 * A library's search of names, its page with its total: built once, sent unnamed (db/prepared.ts),
 * so each term is planned with its own value.
 */
const librarySearch = preparedStatement((db: Db) => {
  const where = and(ofTenant(students, sql.placeholder('adminId')), nameLike(searched));
  return pageWithItsTotal(db, where, exactCount(students, where)).prepare(UNNAMED);
});

/**
 * A platform search's page with its total (the matches up to SEARCH_COUNT_LIMIT + 1): the ids
 * come from student_search_page (migration 0028), which plans nothing per call. Past twice the
 * cap by the planner's estimate (student_search_estimate, 0025) the estimate is the total,
 * uncounted, as for a whole platform list (count.ts), and the page walks the newest-first index;
 * else the matches are found once through the trigram indexes and, the cap or fewer, counted and
 * paged. A walk tests one column, search_text (0031: the three fields as one lowercase text).
 * Only the page's rows are then read and joined to their library, by a prepared statement.
 */
const platformSearch = preparedStatement((db: Db) => {
  const found = sql`student_search_page(${searched}, ${sql.placeholder('anyField')}, ${writtenIn(SEARCH_COUNT_LIMIT)},
    ${sql.placeholder('limit')}, ${sql.placeholder('offset')}) found`;
  return db
    .select({ ...summaryColumns, total: sql<number>`found.total` })
    .from(students)
    .innerJoin(admins, eq(admins.id, students.adminId))
    .innerJoin(found, sql`found.id = ${students.id}`)
    .orderBy(...newestFirst)
    .prepare('students_platform_search');
});

/** The platform's list without a search (the superadmin's first screen of it), its total on each row: prepared. */
const platformPage = preparedPages('students_platform_page', (db: Db, page: PageOf) =>
  db
    .select({ ...summaryColumns, total: tableTotal(students) })
    .from(students)
    .innerJoin(admins, eq(admins.id, students.adminId))
    .where(inArray(students.id, pageIds(db, undefined, page)))
    .orderBy(...newestFirst),
);
const platformTotal = preparedTableTotal(students, 'students_platform_total');

/** A library's list without a search, the busiest call of the desk, its total on each row: prepared. */
const libraryPage = preparedLibraryPage(
  'students_library_page',
  students,
  students.createdAt,
  (db, total) =>
    db
      .select({ ...summaryColumns, total })
      .from(students)
      .innerJoin(admins, eq(admins.id, students.adminId)),
  { capped: false },
);
/** How many students a library has (the students list's and the Fees table's total). */
export const countLibraryStudents = preparedStatement((db: Db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(students)
    .where(eq(students.adminId, sql.placeholder('adminId')))
    .prepare('students_library_count'),
);

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

/**
 * The seat and locker the student holds now (their newest active plans) and their seat history,
 * newest first (at most 200): one statement, the history as one JSON array (student details reads
 * it on every open, beside the student and the ledger; three statements were three round trips).
 */
export async function seatsOfStudent(db: Db, adminId: number, id: number) {
  const [row] = await placesOfStudent(db, { adminId, id });
  const history = (row?.history ?? []).map(([historyId, recordedOn, seat, locker]) => ({
    id: historyId,
    recordedOn,
    seat,
    locker,
  }));
  return { seat: row?.seat ?? null, locker: row?.locker ?? null, history };
}

const ofStudent = <T extends { adminId: PgColumn; studentId: PgColumn }>(table: T) =>
  and(ofTenant(table, sql.placeholder('adminId')), eq(table.studentId, sql.placeholder('id')));
type HistoryRow = [id: number, recordedOn: string, seat: string | null, locker: string | null];
const placesOfStudent = preparedStatement((db: Db) => {
  const activeSeat = db
    .select({ seat: seatPlans.seatNumber })
    .from(seatPlans)
    .where(and(ofStudent(seatPlans), eq(seatPlans.status, 'Active')))
    .orderBy(desc(seatPlans.createdAt))
    .limit(1);
  const activeLocker = db
    .select({ locker: sql<string>`coalesce(${lockerPlans.lockerNumber}, ${lockerPlans.name})` })
    .from(lockerPlans)
    .where(and(ofStudent(lockerPlans), eq(lockerPlans.status, 'Active')))
    .orderBy(desc(lockerPlans.createdAt))
    .limit(1);
  const recent = db
    .select({
      id: seatHistory.id,
      recordedOn: sql<string>`${seatHistory.recordedOn}::text`.as('recorded_on'),
      seat: seatHistory.seat,
      locker: seatHistory.locker,
      createdAt: seatHistory.createdAt,
    })
    .from(seatHistory)
    .where(ofStudent(seatHistory))
    .orderBy(desc(seatHistory.createdAt))
    .limit(200)
    .as('recent');
  const history = db
    .select({
      rows: jsonRowsInOrder<HistoryRow>(
        sql`${recent.createdAt} desc`,
        recent.id,
        recent.recordedOn,
        recent.seat,
        recent.locker,
      ),
    })
    .from(recent);
  return db
    .select({
      seat: sql<string | null>`(${activeSeat})`,
      locker: sql<string | null>`(${activeLocker})`,
      history: sql<HistoryRow[]>`(${history})`,
    })
    .from(ONE_ROW)
    .prepare('student_places');
});
