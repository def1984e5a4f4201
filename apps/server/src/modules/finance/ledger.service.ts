import {
  formatRupees,
  sharedReceiptPath,
  type TChargeKind,
  type TLedgerEntryType,
  type TPaymentMethod,
  type TStudentLedger,
  toE164India,
  type ZDeskPaymentRequest,
  type ZLedgerEntryRequest,
} from '@studydesk/contract';
import type { z } from 'zod';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, found, notFound } from '../../errors/http-errors.ts';
import { toPaise, toRupees } from '../../money.ts';
import { recordShareToken } from '../../tenancy/directory.queries.ts';
import { assertStudentInReach } from '../../tenancy/tenant-assertions.ts';
import { libraryHeading } from '../institutes/institutes.queries.ts';
import { queueMessage } from '../reminders/outbox.service.ts';
import { findStudent } from '../students/students.queries.ts';
import { insertCreditNote, nextCreditNoteNumber, refundedOf } from './credit-notes.queries.ts';
import { creditNoteLabel, feeFigures, presentLedgerEntry } from './finance.present.ts';
import { issueGstCreditNote, issueTaxInvoice, taxOnCharge } from './gst.service.ts';
import {
  balanceWith,
  type EntryRow,
  emptyTotals,
  findReversibleEntry,
  insertEntry,
  type LedgerTotals,
  ledgerTotals,
  openChargesOf,
  openEntryOf,
  receiptPaymentReversed,
  studentLedger,
} from './ledger.queries.ts';
import {
  findReceipt,
  insertReceipt,
  nextReceiptNumber,
  type ReceiptRow,
  type ShareContact,
  seatPlanPaidFor,
  studentLabel,
} from './receipts.queries.ts';

/*
 * The money ledger's API. Every module that moves money (plans, invoices, the desk, online
 * payments, the Fees editor) calls these, in its request's transaction; the SQL they run is in
 * ledger.queries.ts and receipts.queries.ts. Rows are never edited: a change is a new row.
 */

export type { LedgerTotals } from './ledger.queries.ts';

/**
 * Who posts (kept on each row for the day-close report), in which library, and the library's
 * today: a person, or `system` for money a payment gateway took (posted by its webhook).
 */
export type Poster = Pick<TenantActor, 'tenantId' | 'userId' | 'name' | 'today'> & {
  role: TenantActor['role'] | 'system';
};

export interface NewEntry {
  studentId: number;
  entryType: TLedgerEntryType;
  amountPaise: number;
  description: string;
  chargeKind?: TChargeKind;
  method?: TPaymentMethod;
  reference?: string;
  sourceType?: string;
  sourceId?: number;
  receiptId?: number;
  reversesId?: number;
  /** The poster's today unless given. */
  entryDate?: string;
}

/** Appends one row to a student's ledger; returns its id. */
export function postEntry(db: Db, by: Poster, e: NewEntry): Promise<number> {
  return insertEntry(db, by.tenantId, {
    studentId: e.studentId,
    entryType: e.entryType,
    chargeKind: e.chargeKind ?? null,
    method: e.method ?? null,
    amountPaise: e.amountPaise,
    description: e.description,
    reference: e.reference ?? '',
    sourceType: e.sourceType ?? null,
    sourceId: e.sourceId ?? null,
    receiptId: e.receiptId ?? null,
    reversesId: e.reversesId ?? null,
    entryDate: e.entryDate ?? by.today,
    actorRole: by.role,
    actorId: by.userId,
    actorName: by.name,
  });
}

/** A charge for something a student took, and where it came from (a plan, an invoice, a payment...). */
export interface ChargeSpec {
  studentId: number;
  kind: TChargeKind;
  sourceType: string;
  sourceId: number;
  amountPaise: number;
  description: string;
}

/**
 * Posts a charge for what a student took (a plan, admission, a late fee...); nothing for ₹0. When
 * the library's prices exclude GST, the tax follows as a charge of its own from the same source
 * (docs/gst.md), so reversing the source's charges takes both back.
 */
export async function postCharge(db: Db, by: Poster, c: ChargeSpec): Promise<number | null> {
  if (c.amountPaise <= 0) return null;
  const charge = (amountPaise: number, description: string) =>
    postEntry(db, by, {
      studentId: c.studentId,
      entryType: 'charge',
      chargeKind: c.kind,
      amountPaise,
      description,
      sourceType: c.sourceType,
      sourceId: c.sourceId,
    });
  const id = await charge(c.amountPaise, c.description);
  const tax = await taxOnCharge(db, by.tenantId, c.amountPaise);
  if (tax && tax.paise > 0) await charge(tax.paise, `GST ${tax.rate}% on ${c.description}`);
  return id;
}

/** The row that cancels `e`: the same kind and source, the amount negated, pointing at it. */
function postReversal(db: Db, by: Poster, e: EntryRow, reason: string) {
  return postEntry(db, by, {
    studentId: e.studentId,
    entryType: e.entryType as TLedgerEntryType,
    chargeKind: (e.chargeKind as TChargeKind | null) ?? undefined,
    method: (e.method as TPaymentMethod | null) ?? undefined,
    amountPaise: -e.amountPaise,
    description: `Reversal: ${reason}`,
    sourceType: e.sourceType ?? undefined,
    sourceId: e.sourceId ?? undefined,
    reversesId: e.id,
  });
}

/** Reverses one row by id: 404 when not the library's or itself a reversal; 409 (unique index) when reversed. */
export async function reverse(db: Db, by: Poster, id: number, reason: string) {
  const e = await findReversibleEntry(db, by.tenantId, id);
  if (!e) throw notFound('Ledger entry not found.');
  const reversal = await postReversal(db, by, e, reason);
  if (e.entryType === 'payment' && e.receiptId !== null) {
    // A tax invoice's payment taken back: a GST credit note for what no refund credited yet.
    await issueGstCreditNote(db, {
      adminId: by.tenantId,
      receiptId: e.receiptId,
      creditNoteId: null,
      amountPaise: 'rest',
      issuedOn: by.today,
      reason: `Payment reversed: ${reason}`,
    });
  }
  return { id: reversal, studentId: e.studentId };
}

/**
 * Puts a refund back on the ledger when the gateway could not pay it out (its credit note's
 * refund row is reversed, once); false when there is none left to reverse.
 */
export async function reverseCreditNoteRefund(db: Db, by: Poster, creditNoteId: number, reason: string) {
  const e = await openEntryOf(db, by.tenantId, 'credit_note', creditNoteId);
  if (!e) return false;
  await postReversal(db, by, e, reason);
  return true;
}

/** Reverses every not yet reversed charge of a source (a cancelled plan); returns how many. */
export async function reverseCharges(
  db: Db,
  by: Poster,
  r: { sourceType: string; sourceId: number; reason: string },
): Promise<number> {
  const open = await openChargesOf(db, by.tenantId, r.sourceType, r.sourceId);
  for (const e of open) await postReversal(db, by, e, r.reason);
  return open.length;
}

/**
 * Brings a source's charge in line after an edit (new price or student, plan switched off):
 * when its open charge differs, posts the reversal and the new charge (none for ₹0 / no student).
 */
export async function rechargeSource(
  db: Db,
  by: Poster,
  c: Omit<ChargeSpec, 'studentId'> & { studentId: number | null },
): Promise<void> {
  const open = await openChargesOf(db, by.tenantId, c.sourceType, c.sourceId);
  const wanted: { studentId: number; amountPaise: number }[] = [];
  if (c.studentId !== null && c.amountPaise > 0) {
    wanted.push({ studentId: c.studentId, amountPaise: c.amountPaise });
    const tax = await taxOnCharge(db, by.tenantId, c.amountPaise);
    if (tax && tax.paise > 0) wanted.push({ studentId: c.studentId, amountPaise: tax.paise });
  }
  const same =
    open.length === wanted.length &&
    open.every((o, i) => o.studentId === wanted[i]?.studentId && o.amountPaise === wanted[i]?.amountPaise);
  if (same) return;
  await reverseCharges(db, by, { sourceType: c.sourceType, sourceId: c.sourceId, reason: 'plan changed' });
  if (c.studentId !== null) await postCharge(db, by, { ...c, studentId: c.studentId });
}

export interface Payment {
  /** Null for a walk-in who is not a student. */
  studentId: number | null;
  customerName?: string;
  amountPaise: number;
  method: TPaymentMethod;
  reference?: string;
  note?: string;
  /** The poster's today unless given. */
  paidOn?: string;
  /** The ledger row's text; `Receipt #n` unless given. */
  description?: string;
}

/**
 * Records money taken: a receipt numbered from the library's counter (gapless: a rollback gives
 * the number back) and, for a student, the payment row of their ledger with the balance after it.
 */
export async function recordPayment(db: Db, by: Poster, p: Payment) {
  const adminId = by.tenantId;
  const paidOn = p.paidOn ?? by.today;
  let customerName = p.customerName ?? '';
  let balanceAfter: number | null = null;
  let contact: ShareContact = { studentPhone: null, studentLanguage: null };
  let paidFor: Awaited<ReturnType<typeof seatPlanPaidFor>> = null;
  if (p.studentId !== null) {
    const student = found(await studentLabel(db, adminId, p.studentId), 'Student not found');
    customerName = student.name;
    contact = { studentPhone: student.phone, studentLanguage: student.language };
    balanceAfter = await balanceWith(db, adminId, p.studentId, {
      entryType: 'payment',
      amountPaise: p.amountPaise,
    });
    paidFor = await seatPlanPaidFor(db, adminId, p.studentId, paidOn);
  }
  const row = await insertReceipt(db, adminId, {
    number: await nextReceiptNumber(db, adminId),
    studentId: p.studentId,
    customerName,
    amountPaise: p.amountPaise,
    method: p.method,
    reference: p.reference ?? '',
    note: p.note ?? '',
    paidOn,
    balanceAfterPaise: balanceAfter,
    collectedByRole: by.role,
    collectedById: by.userId,
    collectedByName: by.name,
    seat: paidFor?.seat ?? null,
    shift: paidFor?.shift ?? null,
    periodFrom: paidFor?.from ?? null,
    periodTo: paidFor?.to ?? null,
  });
  // A library with a GSTIN: the receipt is a tax invoice, numbered in the same transaction.
  const invoice = await issueTaxInvoice(db, row);
  const receipt: ReceiptRow = { ...row, ...contact, gst: invoice ? [invoice] : [] };
  await recordShareToken(db, receipt.shareToken, adminId, receipt.id);
  await queueReceiptMessage(db, receipt);
  if (p.studentId !== null) {
    await postEntry(db, by, {
      studentId: p.studentId,
      entryType: 'payment',
      method: p.method,
      amountPaise: p.amountPaise,
      description: p.description ?? `Receipt #${receipt.number}`,
      reference: p.reference ?? '',
      receiptId: receipt.id,
      entryDate: paidOn,
    });
  }
  return receipt;
}

/**
 * Gives back (part of) a receipt's money: a credit note numbered from the library's own counter
 * (gapless, taken first: it queues a library's refunds, so the sum below sees every earlier one)
 * and, for a student, the `refund` row of their ledger. At most what was paid less what was
 * refunded before (else 400).
 */
export async function recordRefund(
  db: Db,
  by: Poster,
  r: { receiptId: number; amountPaise: number; reason: string },
) {
  const receipt = found(await findReceipt(db, by.tenantId, r.receiptId), 'Receipt not found.');
  if (
    receipt.studentId !== null &&
    (await receiptPaymentReversed(db, by.tenantId, receipt.studentId, receipt.id))
  ) {
    // Its money was taken off the ledger already: a refund would give it back twice.
    throw conflict('This payment was reversed on the ledger: there is nothing left to refund.');
  }
  const number = await nextCreditNoteNumber(db, by.tenantId);
  const left = receipt.amountPaise - (await refundedOf(db, by.tenantId, receipt.id));
  const overLeft = { issues: [{ field: 'amount', message: 'More than was paid and not yet refunded' }] };
  if (left <= 0) throw badRequest('This receipt has been refunded in full.', overLeft);
  if (r.amountPaise > left) {
    throw badRequest(
      `At most ${formatRupees(toRupees(left))} of this receipt can still be refunded.`,
      overLeft,
    );
  }
  const note = await insertCreditNote(db, by.tenantId, {
    number,
    receiptId: receipt.id,
    studentId: receipt.studentId,
    customerName: receipt.customerName,
    amountPaise: r.amountPaise,
    method: receipt.method,
    reason: r.reason,
    issuedOn: by.today,
    issuedByName: by.name,
  });
  const gst = await issueGstCreditNote(db, {
    adminId: by.tenantId,
    receiptId: receipt.id,
    creditNoteId: note.id,
    amountPaise: r.amountPaise,
    issuedOn: by.today,
    reason: r.reason,
  });
  if (receipt.studentId !== null) {
    await postEntry(db, by, {
      studentId: receipt.studentId,
      entryType: 'refund',
      method: receipt.method as TPaymentMethod,
      amountPaise: r.amountPaise,
      description: `Refund of receipt #${receipt.number}, credit note ${creditNoteLabel(number)}: ${r.reason}`,
      reference: creditNoteLabel(number),
      sourceType: 'credit_note',
      sourceId: note.id,
    });
  }
  return { note: { ...note, receiptNumber: receipt.number }, receipt, gst };
}

/**
 * Every confirmed payment (the desk, a confirmed UPI payment, a gateway, a matched bank line)
 * passes through recordPayment: the student gets the receipt's link by themselves, in their
 * language, once per receipt, if the payment's transaction commits and the library sends receipts.
 */
async function queueReceiptMessage(db: Db, receipt: ReceiptRow) {
  const phone = receipt.studentId === null ? null : toE164India(receipt.studentPhone ?? '');
  if (receipt.studentId === null || !phone) return;
  const institute = await libraryHeading(db, receipt.adminId);
  await queueMessage(db, {
    adminId: receipt.adminId,
    studentId: receipt.studentId,
    phone,
    kind: 'receipt',
    lang: receipt.studentLanguage === 'hi' ? 'hi' : 'en',
    values: {
      name: receipt.customerName,
      institute: institute.name,
      amount: formatRupees(toRupees(receipt.amountPaise)),
      receipt_no: String(receipt.number),
      link: sharedReceiptPath(receipt.shareToken),
    },
    key: `receipt:${receipt.id}`,
  });
}

/** One student's ledger totals (zeros without rows). */
export async function studentTotals(db: Db, adminId: number, studentId: number): Promise<LedgerTotals> {
  return (await ledgerTotals(db, adminId, [studentId])).get(studentId) ?? emptyTotals;
}

/** A student's ledger (each row with the balance after it) and its totals. */
export async function studentLedgerWithTotals(db: Db, adminId: number, studentId: number) {
  const [ledger, totals] = await Promise.all([
    studentLedger(db, { adminId, studentId }),
    studentTotals(db, adminId, studentId),
  ]);
  return { ledger, totals };
}

// What the ledger's own routes call.

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

/** A row posted by hand (charge, discount or refund) on a student's ledger; returns its id. */
export async function postLedgerEntry(db: Db, actor: TenantActor, b: z.output<typeof ZLedgerEntryRequest>) {
  await assertStudentInReach(db, actor, b.student_id);
  return postEntry(db, actor, {
    studentId: b.student_id,
    entryType: b.entry_type,
    chargeKind: b.entry_type === 'charge' ? b.charge_kind : undefined,
    method: b.entry_type === 'refund' ? b.method : undefined,
    amountPaise: toPaise(b.amount),
    description: b.description,
  });
}

/** Money taken at the desk, from a student of the library or a walk-in: a numbered receipt. */
export async function takeDeskPayment(db: Db, actor: TenantActor, b: z.output<typeof ZDeskPaymentRequest>) {
  const studentId = b.student_id ?? null;
  if (studentId !== null) await assertStudentInReach(db, actor, studentId);
  return recordPayment(db, actor, {
    studentId,
    customerName: b.customer_name,
    amountPaise: toPaise(b.amount),
    method: b.method,
    reference: b.reference,
    note: b.note,
    paidOn: b.paid_on,
  });
}
