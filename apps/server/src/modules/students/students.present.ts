import {
  maskAadhaar,
  type TStudentDetail,
  type TStudentDetails,
  type TStudentSummary,
} from '@studydesk/contract';
import type { ledgerEntries, seatHistory } from '../../db/schema/index.ts';
import { toRupees } from '../../money.ts';
import { feeFigures } from '../finance/finance.present.ts';
import type { LedgerTotals } from '../finance/ledger.service.ts';
import type { StudentRow, StudentSummaryRow } from './students.queries.ts';

/** Lists and cards: Aadhaar masked. */
export function presentStudentSummary(r: StudentSummaryRow): TStudentSummary {
  return {
    id: r.id,
    student_id: r.studentId,
    name: r.name,
    email: r.email,
    phone: r.phone,
    course: r.course,
    address: r.address,
    admin_id: r.adminId,
    admin_name: r.adminName,
    admin_email: r.adminEmail,
    created_at: r.createdAt.toISOString(),
    image: r.image,
    idCardGenerated: r.idCardGenerated,
    aadhaar_masked: r.aadhaarLast4 ? maskAadhaar(r.aadhaarLast4) : null,
  };
}

/** The full record; `revealedAadhaar` (unsealed and audited by the caller) only for the admin's edit form. */
export function presentStudentDetail(r: StudentRow, revealedAadhaar: string | null): TStudentDetail {
  return {
    ...presentStudentSummary(r),
    aadhaar: revealedAadhaar,
    dob: r.dob,
    father_name: r.fatherName,
    mother_name: r.motherName,
    permanent_address: r.permanentAddress,
    id_card_number: r.idCardNumber,
    must_change_password: r.mustChangePassword,
    gst_state: r.gstState,
    gstin: r.gstin,
  };
}

/**
 * Student details (GET /fees/student/:id): the student with their seat, locker and fee figures,
 * the ledger newest first (each row with the balance after it, so the first row's due is the
 * summary's) and the seat history.
 */
export function presentStudentDetails(
  student: StudentRow,
  seats: {
    seat: string | null;
    locker: string | null;
    history: Pick<typeof seatHistory.$inferSelect, 'id' | 'recordedOn' | 'seat' | 'locker'>[];
  },
  totals: LedgerTotals,
  ledger: { entry: typeof ledgerEntries.$inferSelect; balanceAfter: number }[],
): TStudentDetails {
  const figures = feeFigures(totals);
  const reversedIds = new Set(ledger.map((r) => r.entry.reversesId));
  return {
    student: {
      id: student.id,
      student_id: student.studentId,
      name: student.name,
      father_name: student.fatherName,
      admission_date: student.createdAt.toISOString(),
      seat: seats.seat,
      locker: seats.locker,
      fees: figures.total_fees,
      paid: figures.paid,
      discount: figures.discount,
      due: figures.due,
      advance: figures.advance,
    },
    feeHistory: [...ledger].reverse().map(({ entry: e, balanceAfter }) => {
      const amount = toRupees(e.amountPaise);
      return {
        id: e.id,
        date: e.entryDate,
        description: e.description,
        fees: e.entryType === 'charge' ? amount : 0,
        paid: e.entryType === 'payment' ? amount : e.entryType === 'refund' ? -amount : 0,
        discount: e.entryType === 'discount' ? amount : 0,
        due: toRupees(Math.max(0, balanceAfter)),
        balance: toRupees(balanceAfter),
        reversible: e.amountPaise > 0 && e.reversesId === null && !reversedIds.has(e.id),
      };
    }),
    seatHistory: seats.history.map((s) => ({ id: s.id, date: s.recordedOn, seat: s.seat, locker: s.locker })),
  };
}
