import { z } from 'zod';
import { MAX_ID, numeric, ZId, ZPageQuery } from './common.ts';
import { PAYMENT_METHODS } from './money.ts';
import { ZRupees } from './seating.ts';

/** The ledger's sums as every screen shows them (rupees). */
export const ZLedgerTotals = z.object({
  seat_price: z.number(),
  locker_price: z.number(),
  /** Every charge. */
  total_fees: z.number(),
  /** Payments less refunds. */
  paid: z.number(),
  discount: z.number(),
  /** max(0, balance). */
  due: z.number(),
  /** max(0, -balance): paid ahead. */
  advance: z.number(),
  /** Charges - discounts - payments + refunds. */
  balance: z.number(),
});
export type TLedgerTotals = z.infer<typeof ZLedgerTotals>;

/** A student's fee record (Fees Management): the student and their ledger's sums. */
export const ZFeeRecord = z
  .object({
    student_id: z.number().int(),
    student_code: z.string(),
    name: z.string(),
    father_name: z.string(),
  })
  .extend(ZLedgerTotals.shape);
export type TFeeRecord = z.infer<typeof ZFeeRecord>;

/** The spec's live rule, shared by the form and the server. */
export const feeDue = (f: { seat_price: number; locker_price: number; paid: number; discount: number }) =>
  Math.max(0, Math.round((f.seat_price + f.locker_price - f.paid - f.discount) * 100) / 100);

export const ZFeeListQuery = ZPageQuery.extend({ admin_id: ZId.optional() });
export const ZFeeSearchQuery = ZFeeListQuery.extend({ query: z.string().trim().max(200).default('') });

export const ZAssignFeesRequest = z.object({
  student_id: ZId,
  seat_price: ZRupees.default(0),
  locker_price: ZRupees.default(0),
  /** Sent by the spec's client; the server recomputes it. */
  total_fees: numeric(z.number()).optional(),
  paid: ZRupees.default(0),
  discount: ZRupees.default(0),
});

export const ZInvoice = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  student_name: z.string(),
  student_code: z.string(),
  amount: z.number(),
  description: z.string(),
  created_at: z.string(),
});
export type TInvoice = z.infer<typeof ZInvoice>;
export const ZGenerateInvoiceRequest = z.object({
  student_id: numeric(
    z.number().int().positive({ message: 'All fields are required.' }).max(MAX_ID),
    'All fields are required.',
  ),
  amount: ZRupees.refine((v) => v > 0, { message: 'All fields are required.' }),
  description: z.string().trim().min(1, { message: 'All fields are required.' }).max(500),
});

export const ZStaffInvoice = z.object({
  id: z.number().int(),
  customer_name: z.string(),
  amount: z.number(),
  due_date: z.string(),
  status: z.enum(['Pending', 'Paid']),
  student_id: z.number().int().nullable(),
  /** The desk receipt of a Paid invoice. */
  receipt_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type TStaffInvoice = z.infer<typeof ZStaffInvoice>;
export const ZStaffInvoiceRequest = z.object({
  customer_name: z.string().trim().min(1, { message: 'Customer name is required' }).max(120),
  amount: ZRupees.refine((v) => v > 0, { message: 'Amount must be above 0' }),
  due_date: z.iso.date({ message: 'Use a date such as 2026-12-01' }),
  status: z.enum(['Pending', 'Paid']).default('Pending'),
  /** The student the walk-in is, when there is one. */
  student_id: ZId.nullable().optional(),
  method: z.enum(PAYMENT_METHODS).default('cash'),
});

export const ZPayment = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  student_name: z.string(),
  amount: z.number(),
  method: z.string(),
  status: z.enum(['Pending', 'Paid', 'Failed', 'Rejected']),
  payment_date: z.string(),
  description: z.string(),
  /** The reference the student puts on the UPI payment (SD-P<id>). */
  reference: z.string(),
  utr: z.string(),
  reject_reason: z.string(),
  receipt_id: z.number().int().nullable(),
  receipt_number: z.number().int().nullable(),
  /** A `upi://pay` link for the exact amount while Pending and the institute has a UPI ID. */
  upi_uri: z.string().nullable(),
});
export type TPayment = z.infer<typeof ZPayment>;
const ZUtr = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{0,35}$/, { message: 'The UTR has letters and digits only (up to 35)' });
export const ZPaymentRequest = z.object({
  student_id: ZId,
  amount: ZRupees.refine((v) => v > 0, { message: 'Enter a valid amount to pay' }),
  method: z.literal('Online').default('Online'),
  /** The membership plan paid for (plans page). */
  plan_id: ZId.optional(),
  utr: ZUtr.default(''),
});
export const ZPaymentUtrRequest = z.object({
  utr: ZUtr.pipe(z.string().min(1, { message: 'Enter the UTR' })),
});
export const ZPaymentCreated = z.object({ message: z.string(), id: z.number().int(), payment: ZPayment });

/** `upi://pay` link for an exact amount with our reference (NPCI deep-link parameters). */
export function upiPayUri(p: { vpa: string; payee: string; amount: number; reference: string }) {
  const q: [string, string][] = [
    ['pa', p.vpa],
    ['pn', p.payee],
    ['am', p.amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', p.reference],
    ['tr', p.reference],
  ];
  return `upi://pay?${q.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
