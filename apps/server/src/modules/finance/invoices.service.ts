import type { TInvoice, TPaymentMethod, TStaffInvoice } from '@studydesk/contract';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { toPaise, toRupees } from '../../money.ts';
import { assertStudentOfLibrary } from '../../tenancy/tenant-assertions.ts';
import {
  insertInvoice,
  insertStaffInvoice,
  listInvoices,
  listStaffInvoices,
  type StaffInvoiceRow,
} from './invoices.queries.ts';
import { postCharge, recordPayment } from './ledger.service.ts';

type Page = { limit: number; offset: number };

export async function invoicePage(db: Db, adminId: number, page: Page) {
  const { rows, total } = await listInvoices(db, adminId, page);
  return {
    rows: rows.map(
      ({ invoice: i, name, code }): TInvoice => ({
        id: i.id,
        student_id: i.studentId,
        student_name: name,
        student_code: code,
        amount: toRupees(i.amountPaise),
        description: i.description,
        created_at: i.createdAt.toISOString(),
      }),
    ),
    total,
  };
}

/** An invoice to a student of the library is a manual charge on their ledger. */
export async function generateInvoice(
  db: Db,
  actor: TenantActor,
  body: { student_id: number; amount: number; description: string },
) {
  await assertStudentOfLibrary(db, actor.tenantId, body.student_id);
  const amountPaise = toPaise(body.amount);
  const row = await insertInvoice(db, actor.tenantId, {
    studentId: body.student_id,
    amountPaise,
    description: body.description,
  });
  await postCharge(db, actor, {
    studentId: body.student_id,
    kind: 'manual',
    sourceType: 'invoice',
    sourceId: row.id,
    amountPaise,
    description: body.description,
  });
  return row;
}

export const presentStaffInvoice = (i: StaffInvoiceRow): TStaffInvoice => ({
  id: i.id,
  customer_name: i.customerName,
  amount: toRupees(i.amountPaise),
  due_date: i.dueDate,
  status: i.status as 'Pending' | 'Paid',
  student_id: i.studentId,
  receipt_id: i.receiptId,
  created_at: i.createdAt.toISOString(),
});

export async function staffInvoicePage(db: Db, adminId: number, page: Page) {
  const { rows, total } = await listStaffInvoices(db, adminId, page);
  return { rows: rows.map(presentStaffInvoice), total };
}

/** A Paid walk-in invoice is money taken at the desk: it gets a receipt (and a ledger row for a student). */
export async function addStaffInvoice(
  db: Db,
  actor: TenantActor,
  body: {
    customer_name: string;
    amount: number;
    due_date: string;
    status: 'Pending' | 'Paid';
    method: TPaymentMethod;
    student_id?: number | null;
  },
) {
  const studentId = body.student_id ?? null;
  await assertStudentOfLibrary(db, actor.tenantId, studentId);
  const receipt =
    body.status === 'Paid'
      ? await recordPayment(db, actor, {
          studentId,
          customerName: body.customer_name,
          amountPaise: toPaise(body.amount),
          method: body.method,
          note: 'Walk-in invoice',
        })
      : null;
  return insertStaffInvoice(db, actor.tenantId, {
    createdByStaffId: actor.role === 'staff' ? actor.userId : null,
    customerName: body.customer_name,
    amountPaise: toPaise(body.amount),
    dueDate: body.due_date,
    status: body.status,
    studentId,
    receiptId: receipt?.id ?? null,
  });
}
