import type { TFeeRecord } from '@studydesk/contract';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, found } from '../../errors/http-errors.ts';
import { MAX_AMOUNT_PAISE, toPaise } from '../../money.ts';
import { assertStudentOfLibrary } from '../../tenancy/tenant-assertions.ts';
import { makeDocument } from '../../workers/pool.ts';
import { libraryLetterhead } from '../institutes/institutes.queries.ts';
import { feeStudents } from './fees.queries.ts';
import { feeFigures } from './finance.present.ts';
import { emptyTotals, ledgerTotals } from './ledger.queries.ts';
import { postEntry, recordPayment, studentTotals } from './ledger.service.ts';

/** One page of fee records (students without ledger rows show zeros), newest students first. */
export async function listFees(
  db: Db,
  adminId: number,
  page: { limit: number; offset: number; q?: string; studentId?: number },
) {
  const { rows, total } = await feeStudents(db, adminId, page);
  const totals = await ledgerTotals(
    db,
    adminId,
    rows.map((s) => s.id),
  );
  return {
    rows: rows.map(
      (s): TFeeRecord => ({
        student_id: s.id,
        student_code: s.studentId,
        name: s.name,
        father_name: s.fatherName,
        ...feeFigures(totals.get(s.id) ?? emptyTotals),
      }),
    ),
    total,
  };
}

/**
 * The Fees table's editor as a ledger writer: each figure that differs from the ledger's is
 * brought there by a new row (a charge, discount or payment, or a correction when it goes down).
 */
export async function assignFees(
  db: Db,
  signedIn: TenantActor,
  fees: { student_id: number; seat_price: number; locker_price: number; paid: number; discount: number },
) {
  const adminId = signedIn.tenantId;
  const studentId = fees.student_id;
  await assertStudentOfLibrary(db, adminId, studentId);
  const now = await studentTotals(db, adminId, studentId);
  const base = { studentId, sourceType: 'fees', sourceId: studentId };
  const moves = [
    {
      field: 'seat_price',
      entryType: 'charge',
      chargeKind: 'seat',
      amountPaise: toPaise(fees.seat_price) - now.seat,
      description: 'Seat fees',
    },
    {
      field: 'locker_price',
      entryType: 'charge',
      chargeKind: 'locker',
      amountPaise: toPaise(fees.locker_price) - now.locker,
      description: 'Locker fees',
    },
    {
      field: 'discount',
      entryType: 'discount',
      amountPaise: toPaise(fees.discount) - now.discounts,
      description: 'Discount',
    },
  ] as const;
  const paid = toPaise(fees.paid) - now.paid;
  // Each change is one ledger row, capped as any single amount is (the ledger's totals may be larger).
  const tooLarge = [...moves, { field: 'paid', amountPaise: paid }].find(
    (m) => Math.abs(m.amountPaise) > MAX_AMOUNT_PAISE,
  );
  if (tooLarge) {
    const message =
      "One change cannot be more than ₹1,00,00,000.00; reverse entries in the student's ledger instead";
    throw badRequest(`${tooLarge.field}: ${message}`, { issues: [{ field: tooLarge.field, message }] });
  }
  for (const move of moves) {
    if (move.amountPaise !== 0) {
      await postEntry(db, signedIn, {
        ...base,
        ...move,
        description: `${move.description} (Fees Management)`,
      });
    }
  }
  if (paid > 0) {
    await recordPayment(db, signedIn, {
      studentId,
      amountPaise: paid,
      method: 'cash',
      note: 'Recorded in Fees Management',
    });
  } else if (paid < 0) {
    await postEntry(db, signedIn, {
      ...base,
      entryType: 'payment',
      method: 'cash',
      amountPaise: paid,
      description: 'Correction of Paid (Fees Management)',
    });
  }
}

/** A student's fee invoice (PDF) from the ledger's figures; 404 outside the library. */
export async function feeInvoicePdf(db: Db, actor: TenantActor, studentId: number) {
  const adminId = actor.tenantId;
  const { rows } = await listFees(db, adminId, { limit: 1, offset: 0, studentId });
  const record = found(rows[0], 'Student not found');
  const letterhead = await libraryLetterhead(db, adminId);
  const pdf = await makeDocument('feeInvoice', letterhead, record, actor.today);
  return { pdf, filename: `invoice-${record.student_code}.pdf` };
}
