import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { found, notFound } from '../../errors/http-errors.ts';
import { assertStudentInReach } from '../../tenancy/tenant-assertions.ts';
import { makeDocument } from '../../workers/pool.ts';
import { libraryLetterhead } from '../institutes/institutes.queries.ts';
import { presentReceipt } from './finance.present.ts';
import { taxDocumentPdf, withGstDocuments } from './gst.service.ts';
import {
  findReceipt,
  findSharedReceipt,
  listReceipts,
  type ReceiptRow,
  studentLabel,
} from './receipts.queries.ts';

type ReceiptFormat = 'a4' | 'thermal';

async function receiptPdf(db: Db, r: ReceiptRow, format: ReceiptFormat) {
  const code = r.studentId ? ((await studentLabel(db, r.adminId, r.studentId))?.code ?? null) : null;
  const letterhead = await libraryLetterhead(db, r.adminId);
  const [withGst] = await withGstDocuments(db, r.adminId, [r]);
  const invoice = withGst?.gst.find((d) => d.kind === 'invoice');
  if (invoice) return taxDocumentPdf(db, invoice);
  const pdf = await makeDocument('receipt', letterhead, presentReceipt(r), code, format);
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

/** Receipts of the library, or of one student; a student sees only their own. */
export async function receiptPage(
  db: Db,
  actor: TenantActor,
  query: { limit: number; offset: number; student_id?: number },
) {
  const studentId = query.student_id ?? (actor.role === 'student' ? actor.userId : undefined);
  if (studentId !== undefined) await assertStudentInReach(db, actor, studentId);
  const page = await listReceipts(db, actor.tenantId, { ...query, studentId });
  const rows = await withGstDocuments(db, actor.tenantId, page.rows);
  return { rows: rows.map(presentReceipt), total: page.total };
}
