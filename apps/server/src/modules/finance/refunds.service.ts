import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors/http-errors.ts';
import { toPaise } from '../../money.ts';
import { assertStudentInReach } from '../../tenancy/tenant-assertions.ts';
import { makeDocument } from '../../workers/pool.ts';
import { refundStatesOf } from '../gateway/gateway.queries.ts';
import type { GatewayDeps } from '../gateway/gateway.service.ts';
import { gatewayRefundTarget, refundThroughGateway } from '../gateway/gateway-refunds.service.ts';
import { libraryLetterhead } from '../institutes/institutes.queries.ts';
import { findCreditNote, listCreditNotes } from './credit-notes.queries.ts';
import { creditNoteLabel, presentCreditNote } from './finance.present.ts';
import { taxDocumentPdf, withGstNotes } from './gst.service.ts';
import { recordRefund } from './ledger.service.ts';
import { studentLabel } from './receipts.queries.ts';

/**
 * Refunds a receipt's money in full or in part (docs/bank-statements.md): the ledger's refund
 * row and a numbered credit note, in the request's transaction. A receipt whose money Razorpay
 * took is refunded through Razorpay in the same transaction (gateway-refunds.service.ts): when
 * Razorpay refuses, the whole refund rolls back. Plain UPI, cash and card are given back by hand.
 */
export async function refundPayment(
  db: Db,
  gateway: GatewayDeps,
  actor: TenantActor,
  receiptId: number,
  body: { amount: number; reason: string },
) {
  const amountPaise = toPaise(body.amount);
  const target = await gatewayRefundTarget(db, gateway, actor.tenantId, receiptId);
  const { note, gst } = await recordRefund(db, actor, { receiptId, amountPaise, reason: body.reason });
  if (!target) return presentCreditNote({ ...note, gst });
  const status = await refundThroughGateway(
    db,
    actor.tenantId,
    target,
    { id: note.id, number: note.number, label: creditNoteLabel(note.number) },
    amountPaise,
  );
  return presentCreditNote({ ...note, gst }, status);
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
  const [withGst, states] = await Promise.all([
    withGstNotes(db, actor.tenantId, rows),
    refundStatesOf(
      db,
      actor.tenantId,
      rows.map((r) => r.id),
    ),
  ]);
  return withGst.map((r) => presentCreditNote(r, states.get(r.id) ?? null));
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
  const states = await refundStatesOf(db, actor.tenantId, [note.id]);
  const pdf = await makeDocument(
    'creditNote',
    letterhead,
    presentCreditNote(note, states.get(note.id) ?? null),
    code,
  );
  return { pdf, filename: `credit-note-${creditNoteLabel(note.number)}.pdf` };
}
