import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors/http-errors.ts';
import { toPaise } from '../../money.ts';
import { assertStudentInReach } from '../../tenancy/tenant-assertions.ts';
import { makeDocument } from '../../workers/pool.ts';
import { libraryLetterhead } from '../institutes/institutes.queries.ts';
import { findCreditNote, listCreditNotes } from './credit-notes.queries.ts';
import { creditNoteLabel, presentCreditNote } from './finance.present.ts';
import { taxDocumentPdf, withGstNotes } from './gst.service.ts';
import { recordRefund } from './ledger.service.ts';
import { studentLabel } from './receipts.queries.ts';

/**
 * Refunds a receipt's money in full or in part (docs/bank-statements.md): the ledger's refund
 * row and a numbered credit note, in the request's transaction.
 */
export async function refundPayment(
  db: Db,
  actor: TenantActor,
  receiptId: number,
  body: { amount: number; reason: string },
) {
  const { note, gst } = await recordRefund(db, actor, {
    receiptId,
    amountPaise: toPaise(body.amount),
    reason: body.reason,
  });
  // Gateway refund: a receipt paid through the payment gateway (Razorpay, branch `gateway`) gets
  // its money back by the gateway's refund API, called here with the credit note's number as its
  // idempotency reference. Plain UPI, cash and card are given back by hand.
  return presentCreditNote({ ...note, gst });
}

/** Credit notes of the library, of a receipt or a student; a student sees only their own. */
export async function creditNotePage(
  db: Db,
  actor: TenantActor,
  query: { receipt_id?: number; student_id?: number },
) {
  const studentId = query.student_id ?? (actor.role === 'student' ? actor.userId : undefined);
  if (studentId !== undefined) await assertStudentInReach(db, actor, studentId);
  const rows = await listCreditNotes(db, actor.tenantId, { receiptId: query.receipt_id, studentId });
  return (await withGstNotes(db, actor.tenantId, rows)).map(presentCreditNote);
}

/** A credit note as a PDF (made on the documents pool); a student gets only their own (else 404). */
export async function creditNotePdf(db: Db, actor: TenantActor, id: number) {
  const note = await findCreditNote(db, actor.tenantId, id);
  if (!note || (actor.role === 'student' && note.studentId !== actor.userId))
    throw notFound('Credit note not found.');
  const [withGst] = await withGstNotes(db, actor.tenantId, [note]);
  if (withGst?.gst) return taxDocumentPdf(db, withGst.gst);
  const code = note.studentId
    ? ((await studentLabel(db, actor.tenantId, note.studentId))?.code ?? null)
    : null;
  const letterhead = await libraryLetterhead(db, actor.tenantId);
  const pdf = await makeDocument('creditNote', letterhead, presentCreditNote(note), code);
  return { pdf, filename: `credit-note-${creditNoteLabel(note.number)}.pdf` };
}
