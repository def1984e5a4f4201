import type { TStudentLedger, ZDeskPaymentRequest, ZLedgerEntryRequest } from '@studydesk/contract';
import type { z } from 'zod';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { found, notFound } from '../../errors/http-errors.ts';
import { toPaise } from '../../money.ts';
import { assertStudentInReach } from '../../tenancy/tenant-assertions.ts';
import { libraryHeading } from '../institutes/institutes.queries.ts';
import { findStudent } from '../students/students.queries.ts';
import { feeFigures, presentLedgerEntry, presentReceipt } from './finance.present.ts';
import { moneyActor, postEntry, reverseEntryById, studentLedgerWithTotals } from './ledger.queries.ts';
import { renderReceipt } from './receipt-pdf.ts';
import {
  findReceipt,
  findSharedReceipt,
  listReceipts,
  type ReceiptRow,
  recordPayment,
  studentCode,
} from './receipts.queries.ts';

/** A student's ledger with its totals; a student reads only their own, the desk any of the library. */
export async function ledgerOfStudent(
  db: Db,
  actor: TenantActor,
  studentId: number,
): Promise<TStudentLedger> {
  await assertStudentInReach(db, actor, studentId);
  const student = found(await findStudent(db, actor.tenantId, studentId), 'Student not found');
  const { ledger: rows, totals } = await studentLedgerWithTotals(db, actor.tenantId, student.id);
  return {
    student: { id: student.id, student_id: student.studentId, name: student.name },
    totals: feeFigures(totals),
    entries: rows.map((r) => presentLedgerEntry(r.entry, r.balanceAfter)),
  };
}

type ReceiptFormat = 'a4' | 'thermal';

async function receiptPdf(db: Db, r: ReceiptRow, format: ReceiptFormat) {
  const code = r.studentId ? await studentCode(db, r.adminId, r.studentId) : null;
  const pdf = await renderReceipt(await libraryHeading(db, r.adminId), presentReceipt(r), code, format);
  return { pdf, filename: `receipt-${r.number}.pdf` };
}

/** A receipt of the library as a PDF; a student gets only their own (else 404). */
export async function receiptPdfFor(db: Db, actor: TenantActor, id: number, format: ReceiptFormat) {
  const r = await findReceipt(db, actor.tenantId, id);
  if (!r || (actor.role === 'student' && r.studentId !== actor.userId)) throw notFound('Receipt not found.');
  return receiptPdf(db, r, format);
}

/** A receipt by its public share link (the token is the key). */
export async function sharedReceiptPdf(db: Db, token: string, format: ReceiptFormat) {
  return receiptPdf(db, found(await findSharedReceipt(db, token), 'Receipt not found.'), format);
}

/** A row posted by hand (charge, discount or refund) on a student's ledger; returns its id. */
export async function postLedgerEntry(db: Db, actor: TenantActor, b: z.output<typeof ZLedgerEntryRequest>) {
  await assertStudentInReach(db, actor, b.student_id);
  return postEntry(db, actor.tenantId, {
    studentId: b.student_id,
    entryType: b.entry_type,
    chargeKind: b.entry_type === 'charge' ? b.charge_kind : undefined,
    method: b.entry_type === 'refund' ? b.method : undefined,
    amountPaise: toPaise(b.amount),
    description: b.description,
    actor: moneyActor(actor),
  });
}

export const reverseLedgerEntry = (db: Db, actor: TenantActor, id: number, reason: string) =>
  reverseEntryById(db, actor.tenantId, id, reason, moneyActor(actor));

/** Money taken at the desk, from a student of the library or a walk-in: a numbered receipt. */
export async function takeDeskPayment(db: Db, actor: TenantActor, b: z.output<typeof ZDeskPaymentRequest>) {
  const studentId = b.student_id ?? null;
  if (studentId !== null) await assertStudentInReach(db, actor, studentId);
  return recordPayment(db, actor.tenantId, {
    studentId,
    customerName: b.customer_name,
    amountPaise: toPaise(b.amount),
    method: b.method,
    reference: b.reference,
    note: b.note,
    paidOn: b.paid_on,
    actor: moneyActor(actor),
  });
}

/** Receipts of the library, or of one student; a student sees only their own. */
export async function receiptPage(
  db: Db,
  actor: TenantActor,
  query: { limit: number; offset: number; student_id?: number },
) {
  const studentId = query.student_id ?? (actor.role === 'student' ? actor.userId : undefined);
  if (studentId !== undefined) await assertStudentInReach(db, actor, studentId);
  const page = await listReceipts(db, actor.tenantId, { ...query, studentId });
  return { rows: page.rows.map(presentReceipt), total: page.total };
}
