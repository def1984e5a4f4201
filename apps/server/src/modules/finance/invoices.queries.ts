import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageAndCount } from '../../db/count.ts';
import { invoices, staffInvoices, students } from '../../db/schema/index.ts';
import { deleteOwned, ofTenant } from '../../db/tenant-rows.ts';

/** The admin's invoices to students, newest first, with each student's name and code. */
export function listInvoices(db: Db, adminId: number, page: { limit: number; offset: number }) {
  const where = ofTenant(invoices, adminId);
  const rows = (p: typeof page) =>
    db
      .select({ invoice: invoices, name: students.name, code: students.studentId })
      .from(invoices)
      .innerJoin(students, eq(students.id, invoices.studentId))
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(p.limit)
      .offset(p.offset);
  return pageAndCount(
    db,
    { rows, matching: db.select({ id: invoices.id }).from(invoices).where(where) },
    page,
  );
}

export async function insertInvoice(
  db: Db,
  adminId: number,
  values: { studentId: number; amountPaise: number; description: string },
) {
  const [row] = await db
    .insert(invoices)
    .values({ ...values, adminId })
    .returning({ id: invoices.id });
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export type StaffInvoiceRow = typeof staffInvoices.$inferSelect;

/** Walk-in invoices raised at the desk, newest first. */
export function listStaffInvoices(db: Db, adminId: number, page: { limit: number; offset: number }) {
  const where = ofTenant(staffInvoices, adminId);
  const rows = (p: typeof page) =>
    db
      .select()
      .from(staffInvoices)
      .where(where)
      .orderBy(desc(staffInvoices.createdAt), desc(staffInvoices.id))
      .limit(p.limit)
      .offset(p.offset);
  const matching = db.select({ id: staffInvoices.id }).from(staffInvoices).where(where);
  return pageAndCount(db, { rows, matching }, page);
}

export async function insertStaffInvoice(
  db: Db,
  adminId: number,
  values: Omit<typeof staffInvoices.$inferInsert, 'id' | 'adminId' | 'createdAt'>,
): Promise<StaffInvoiceRow> {
  const [row] = await db
    .insert(staffInvoices)
    .values({ ...values, adminId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export const deleteStaffInvoice = (db: Db, adminId: number, id: number) =>
  deleteOwned(db, staffInvoices, adminId, id, 'Invoice not found.');
