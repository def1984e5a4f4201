import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedLibraryPage } from '../../db/library-page.ts';
import { invoices, staffInvoices, students } from '../../db/schema/index.ts';
import { deleteOwned } from '../../db/tenant-rows.ts';

/** The admin's invoices to students, newest first, with each student's name and code. */
export const listInvoices = preparedLibraryPage(
  'invoices_library_page',
  invoices,
  invoices.createdAt,
  (db, total) =>
    db
      .select({ invoice: invoices, name: students.name, code: students.studentId, total })
      .from(invoices)
      .innerJoin(students, eq(students.id, invoices.studentId)),
  { capped: false },
);

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
export const listStaffInvoices = preparedLibraryPage(
  'staff_invoices_library_page',
  staffInvoices,
  staffInvoices.createdAt,
  (db, total) => db.select({ ...getTableColumns(staffInvoices), total }).from(staffInvoices),
  { capped: false },
);

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
