import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageAndCount } from '../../db/count.ts';
import { type KeysetQuery, keysetPage } from '../../db/keyset-page.ts';
import { attendance, checkins, seatBookings, students } from '../../db/schema/index.ts';
import { deleteOwned, ofTenant, ownedBy } from '../../db/tenant-rows.ts';
import { notFound } from '../../errors/http-errors.ts';

export type CheckinRow = typeof checkins.$inferSelect;
export type SeatBookingRow = typeof seatBookings.$inferSelect;

// Check-in / check-out

/** The library's check-ins, newest first, a page at a time by keyset (db/keyset-page.ts). */
export const listCheckins = (db: Db, adminId: number, query: KeysetQuery) =>
  keysetPage({ key: checkins.checkinTime, id: checkins.id }, checkinsOf(db, adminId), query);

const checkinsOf = (db: Db, adminId: number) => (where: SQL | undefined, order: SQL[], limit: number) =>
  db
    .select({
      c: checkins,
      name: students.name,
      code: students.studentId,
      // The cursor keeps the time to the microsecond (a JavaScript Date stops at the millisecond).
      key: sql<string>`to_char(${checkins.checkinTime} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      id: checkins.id,
    })
    .from(checkins)
    .innerJoin(students, eq(students.id, checkins.studentId))
    .where(and(ofTenant(checkins, adminId), where))
    .orderBy(...order)
    .limit(limit);

/** The student's check-in that has no check-out yet. */
const openCheckinOf = (adminId: number, studentId: number) =>
  and(ofTenant(checkins, adminId), eq(checkins.studentId, studentId), isNull(checkins.checkoutTime));

export async function findOpenCheckin(db: Db, adminId: number, studentId: number) {
  const [row] = await db.select({ id: checkins.id }).from(checkins).where(openCheckinOf(adminId, studentId));
  return row ?? null;
}

export async function insertCheckin(db: Db, adminId: number, studentId: number, staffId: number | null) {
  await db.insert(checkins).values({ adminId, studentId, createdByStaffId: staffId });
}

/** Closes the student's open check-in; null when there is none. */
export async function closeCheckin(db: Db, adminId: number, studentId: number) {
  const [row] = await db
    .update(checkins)
    .set({ checkoutTime: new Date() })
    .where(openCheckinOf(adminId, studentId))
    .returning({ id: checkins.id });
  return row ?? null;
}

// Attendance: one mark per student per date; the name shown is the student's own.

const attendanceColumns = {
  id: attendance.id,
  studentId: attendance.studentId,
  studentName: sql<string>`coalesce(${students.name}, ${attendance.studentName})`,
  date: attendance.attendanceDate,
  status: attendance.status,
};

/** The library's marks, newest day first, a page at a time by keyset (db/keyset-page.ts). */
export const listAttendance = (db: Db, adminId: number, query: KeysetQuery) =>
  keysetPage({ key: attendance.attendanceDate, id: attendance.id }, marksOf(db, adminId), query);

const marksOf = (db: Db, adminId: number) => (where: SQL | undefined, order: SQL[], limit: number) =>
  db
    .select({ ...attendanceColumns, key: attendance.attendanceDate })
    .from(attendance)
    .leftJoin(students, eq(students.id, attendance.studentId))
    .where(and(ofTenant(attendance, adminId), where))
    .orderBy(...order)
    .limit(limit);

/** The library's student called exactly `name` (case aside), when exactly one is. */
export async function findStudentByName(db: Db, adminId: number, name: string) {
  const rows = await db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(and(ofTenant(students, adminId), sql`lower(${students.name}) = lower(${name})`))
    .limit(2);
  return rows.length === 1 ? rows[0] : null;
}

/**
 * Marks a student's day; a second mark for the same day updates the first. Returns the mark and
 * the status it replaced (null for a new mark).
 */
export async function markAttendance(
  db: Db,
  adminId: number,
  mark: { studentId: number; studentName: string; date: string; status: 'Present' | 'Absent' },
) {
  const [previous] = await db
    .select({ status: attendance.status })
    .from(attendance)
    .where(
      and(
        ofTenant(attendance, adminId),
        eq(attendance.studentId, mark.studentId),
        eq(attendance.attendanceDate, mark.date),
      ),
    );
  const [row] = await db
    .insert(attendance)
    .values({
      adminId,
      studentId: mark.studentId,
      studentName: mark.studentName,
      attendanceDate: mark.date,
      status: mark.status,
    })
    .onConflictDoUpdate({
      target: [attendance.adminId, attendance.studentId, attendance.attendanceDate],
      set: { status: mark.status, studentName: mark.studentName },
    })
    .returning();
  if (!row) throw new Error('upsert returned nothing');
  return { row, previous: previous?.status ?? null };
}

/** A check-in marks the day Present unless the day is already marked. */
export async function markPresentUnlessMarked(
  db: Db,
  adminId: number,
  student: { id: number; name: string },
  date: string,
) {
  await db
    .insert(attendance)
    .values({
      adminId,
      studentId: student.id,
      studentName: student.name,
      attendanceDate: date,
      status: 'Present',
    })
    .onConflictDoNothing({ target: [attendance.adminId, attendance.studentId, attendance.attendanceDate] });
}

// Seat bookings made at the desk

export function listBookings(db: Db, adminId: number, page: { limit: number; offset: number }) {
  const where = ofTenant(seatBookings, adminId);
  const rows = (p: typeof page) =>
    db
      .select({ b: seatBookings, studentName: students.name })
      .from(seatBookings)
      .leftJoin(students, eq(students.id, seatBookings.studentId))
      .where(where)
      .orderBy(desc(seatBookings.bookingDate), desc(seatBookings.id))
      .limit(p.limit)
      .offset(p.offset);
  const matching = db.select({ id: seatBookings.id }).from(seatBookings).where(where);
  return pageAndCount(db, { rows, matching }, page);
}

export async function insertBooking(
  db: Db,
  adminId: number,
  values: Omit<typeof seatBookings.$inferInsert, 'adminId'>,
) {
  const [row] = await db
    .insert(seatBookings)
    .values({ ...values, adminId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function findBooking(db: Db, adminId: number, id: number) {
  const [row] = await db
    .select({ b: seatBookings, studentName: students.name })
    .from(seatBookings)
    .leftJoin(students, eq(students.id, seatBookings.studentId))
    .where(ownedBy(seatBookings, adminId, id));
  if (!row) throw notFound('Booking not found.');
  return row;
}

export const deleteAttendance = (db: Db, adminId: number, id: number) =>
  deleteOwned(db, attendance, adminId, id, 'Record not found.');

/** Cancels a desk booking; its holds go with it (ON DELETE CASCADE). */
export const deleteBooking = (db: Db, adminId: number, id: number) =>
  deleteOwned(db, seatBookings, adminId, id, 'Booking not found.');
