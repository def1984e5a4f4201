import { maskAadhaar, type TStudentDetail } from '@studydesk/contract';
import { admins, students } from '../../db/schema/index.ts';

/** The columns every student answer is built from (student joined with its admin). */
export const studentColumns = {
  id: students.id,
  studentId: students.studentId,
  name: students.name,
  email: students.email,
  phone: students.phone,
  course: students.course,
  address: students.address,
  adminId: students.adminId,
  adminName: admins.name,
  adminEmail: admins.email,
  createdAt: students.createdAt,
  image: students.image,
  idCardGenerated: students.idCardGenerated,
  aadhaar: students.aadhaar,
  aadhaarLast4: students.aadhaarLast4,
  dob: students.dob,
  fatherName: students.fatherName,
  motherName: students.motherName,
  permanentAddress: students.permanentAddress,
  idCardNumber: students.idCardNumber,
  mustChangePassword: students.mustChangePassword,
};

export type StudentRow = {
  [K in keyof typeof studentColumns]: (typeof studentColumns)[K]['_']['notNull'] extends true
    ? (typeof studentColumns)[K]['_']['data']
    : (typeof studentColumns)[K]['_']['data'] | null;
};

/** Lists and cards: Aadhaar masked. */
export function presentStudentSummary(r: StudentRow) {
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
  };
}
