import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, institutes, payments, students } from '../../db/schema/index.ts';

/** `adminId` null: the superadmin, across libraries. */
const inLibrary = (
  column: typeof students.adminId | typeof events.adminId,
  adminId: number | null,
  match: SQL,
) => (adminId === null ? match : and(eq(column, adminId), match));

/** The student whose photo this is, within the library. */
export async function studentWithPhoto(db: Db, adminId: number | null, path: string) {
  const [row] = await db
    .select({ id: students.id, adminId: students.adminId })
    .from(students)
    .where(inLibrary(students.adminId, adminId, eq(students.image, path)))
    .limit(1);
  return row ?? null;
}

/** The event showing this image, within the library. */
export async function eventWithImage(db: Db, adminId: number | null, path: string) {
  const [row] = await db
    .select({ adminId: events.adminId })
    .from(events)
    .where(
      inLibrary(
        events.adminId,
        adminId,
        or(eq(events.desktopImage, path), eq(events.mobileImage, path)) as SQL,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The library whose logo this is (its first institute shows it), within the library. */
export async function libraryWithLogo(db: Db, adminId: number | null, path: string) {
  const [row] = await db
    .select({ adminId: institutes.adminId })
    .from(institutes)
    .where(
      adminId === null
        ? eq(institutes.logo, path)
        : and(eq(institutes.adminId, adminId), eq(institutes.logo, path)),
    )
    .limit(1);
  return row ?? null;
}

/** The payment this screenshot of a UPI receipt was sent with, within the library. */
export async function paymentWithScreenshot(db: Db, adminId: number, path: string) {
  const [row] = await db
    .select({ studentId: payments.studentId })
    .from(payments)
    .where(and(eq(payments.adminId, adminId), eq(payments.screenshot, path)))
    .limit(1);
  return row ?? null;
}
