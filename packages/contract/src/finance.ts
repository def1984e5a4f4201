import { z } from 'zod';
import { ZPageQuery } from './common.ts';
import { ZRupees } from './seating.ts';

/** A student's fee record (Fees Management). Due = seat + locker - paid - discount, never below 0. */
export const ZFeeRecord = z.object({
  student_id: z.number().int(),
  student_code: z.string(),
  name: z.string(),
  father_name: z.string(),
  seat_price: z.number(),
  locker_price: z.number(),
  total_fees: z.number(),
  paid: z.number(),
  discount: z.number(),
  due: z.number(),
});
export type TFeeRecord = z.infer<typeof ZFeeRecord>;

/** The spec's live rule, shared by the form and the server. */
export const feeDue = (f: { seat_price: number; locker_price: number; paid: number; discount: number }) =>
  Math.max(0, Math.round((f.seat_price + f.locker_price - f.paid - f.discount) * 100) / 100);

export const ZFeeListQuery = ZPageQuery.extend({ admin_id: z.coerce.number().int().optional() });
export const ZFeeSearchQuery = ZFeeListQuery.extend({ query: z.string().trim().max(200).default('') });

export const ZAssignFeesRequest = z.object({
  student_id: z.coerce.number().int().positive(),
  seat_price: ZRupees.default(0),
  locker_price: ZRupees.default(0),
  /** Sent by the spec's client; the server recomputes it. */
  total_fees: z.coerce.number().optional(),
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
  student_id: z.coerce
    .number({ message: 'All fields are required.' })
    .int()
    .positive({ message: 'All fields are required.' }),
  amount: ZRupees.refine((v) => v > 0, { message: 'All fields are required.' }),
  description: z.string().trim().min(1, { message: 'All fields are required.' }).max(500),
});

export const ZStaffInvoice = z.object({
  id: z.number().int(),
  customer_name: z.string(),
  amount: z.number(),
  due_date: z.string(),
  status: z.enum(['Pending', 'Paid']),
  created_at: z.string(),
});
export type TStaffInvoice = z.infer<typeof ZStaffInvoice>;
export const ZStaffInvoiceRequest = z.object({
  customer_name: z.string().trim().min(1, { message: 'Customer name is required' }).max(120),
  amount: ZRupees.refine((v) => v > 0, { message: 'Amount must be above 0' }),
  due_date: z.iso.date({ message: 'Use a date such as 2026-12-01' }),
  status: z.enum(['Pending', 'Paid']).default('Pending'),
});

export const ZPayment = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  amount: z.number(),
  method: z.string(),
  status: z.string(),
  payment_date: z.string(),
});
export type TPayment = z.infer<typeof ZPayment>;
export const ZPaymentRequest = z.object({
  student_id: z.coerce.number().int().positive(),
  amount: ZRupees.refine((v) => v > 0, { message: 'Enter a valid amount to pay' }),
  method: z.literal('Online').default('Online'),
});
