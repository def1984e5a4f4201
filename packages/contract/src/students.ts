import { z } from 'zod';
import { isValidAadhaar } from './aadhaar.ts';
import {
  multiLineText,
  ownerFields,
  singleLineText,
  ZDate,
  ZEmail,
  ZId,
  ZOptionalNewPassword,
  ZPageQuery,
  ZPhone,
} from './common.ts';
import { ZOptionalGstin, ZOptionalGstState } from './gst-api.ts';

/** A student as lists show them: never the password, Aadhaar only masked. */
export const ZStudentSummary = z.object({
  id: z.number().int(),
  student_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  course: z.string(),
  address: z.string(),
  admin_id: z.number().int(),
  admin_name: z.string(),
  admin_email: z.string(),
  created_at: z.string(),
  image: z.string().nullable(),
  idCardGenerated: z.boolean(),
  /** Last four digits only (DECISIONS.md); null when the Aadhaar is missing. */
  aadhaar_masked: z.string().nullable(),
});
export type TStudentSummary = z.infer<typeof ZStudentSummary>;

/** `q` searches by name; the superadmin may narrow to one library with `admin_id`. */
export const ZStudentListQuery = ZPageQuery.extend({
  admin_id: ZId.optional(),
});
export type TStudentListQuery = z.infer<typeof ZStudentListQuery>;

/** The whole record, for the admin's edit form and the ID card (full Aadhaar only here). */
export const ZStudentDetail = ZStudentSummary.extend({
  aadhaar: z.string().nullable(),
  dob: z.string().nullable(),
  father_name: z.string(),
  mother_name: z.string(),
  permanent_address: z.string(),
  id_card_number: z.string().nullable(),
  must_change_password: z.boolean(),
  /** GST place of supply (a state code, '' for the library's state) and GSTIN ('' for none). */
  gst_state: z.string(),
  gstin: z.string(),
});
export type TStudentDetail = z.infer<typeof ZStudentDetail>;

const text = (max: number) => singleLineText().max(max).default('');
/** Addresses: the form's text areas keep their lines. */
const lines = (max: number) => multiLineText().max(max).default('');
const required = (label: string, max = 160) =>
  singleLineText()
    .min(1, { message: `${label} is required` })
    .max(max);

export const ZAadhaar = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine(isValidAadhaar, { message: 'Enter a valid 12-digit Aadhaar number' });

/** The admin's student form (multipart fields arrive as strings). Password only on create. */
export const ZStudentForm = z.object({
  name: required('Name', 120),
  email: ZEmail,
  phone: ZPhone,
  aadhaar: ZAadhaar,
  course: required('Course', 120),
  address: lines(500),
  dob: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null))
    .pipe(ZDate.nullable()),
  father_name: text(120),
  mother_name: text(120),
  permanent_address: lines(500),
  /** For tax invoices (docs/gst.md): the student's state when not the library's, their GSTIN. */
  gst_state: ZOptionalGstState.default(''),
  gstin: ZOptionalGstin.default(''),
  password: ZOptionalNewPassword,
  // The spec's clients send these; the server checks them against the session.
  ...ownerFields,
});
export type TStudentForm = z.infer<typeof ZStudentForm>;

export const ZToggleIdCardRequest = z.object({ idCardGenerated: z.boolean() });

export const ZStudentDetails = z.object({
  student: z.object({
    id: z.number().int(),
    student_id: z.string(),
    name: z.string(),
    father_name: z.string(),
    admission_date: z.string(),
    seat: z.string().nullable(),
    locker: z.string().nullable(),
    fees: z.number(),
    paid: z.number(),
    discount: z.number(),
    due: z.number(),
    /** Paid ahead (the ledger's balance below 0). */
    advance: z.number(),
  }),
  /** The student's ledger, newest first; `balance` is the running balance after each row. */
  feeHistory: z.array(
    z.object({
      id: z.number().int(),
      date: z.string(),
      description: z.string(),
      fees: z.number(),
      paid: z.number(),
      discount: z.number(),
      due: z.number(),
      balance: z.number(),
      /** Not a correction and not yet reversed: the owner may post its reversal. */
      reversible: z.boolean(),
    }),
  ),
  seatHistory: z.array(
    z.object({
      id: z.number().int(),
      date: z.string(),
      seat: z.string().nullable(),
      locker: z.string().nullable(),
    }),
  ),
});
export type TStudentDetails = z.infer<typeof ZStudentDetails>;

export const ZStudentSummaryList = z.array(ZStudentSummary);
export const ZStudentCreated = z.object({
  message: z.string(),
  id: z.number().int(),
  student_id: z.string(),
});
export const ZStudentNameParams = z.object({ name: singleLineText().min(1).max(120) });
