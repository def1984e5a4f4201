import { z } from 'zod';
import { numeric, ZEmail, ZId, ZNewPassword, ZPhone } from './common.ts';

/** A staff member as the admin's table shows them (spec: ID, Name, Email, Phone, Added By). */
export const ZStaffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.literal('staff'),
  admin_id: z.number().int(),
  admin_name: z.string(),
  admin_email: z.string(),
  created_at: z.string(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

/** Add and edit: password on add only (an empty one on edit keeps the current password). */
export const ZStaffForm = z.object({
  name: z.string().trim().min(1, { message: 'Name is required' }).max(120),
  email: ZEmail,
  phone: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : ''))
    .pipe(z.union([z.literal(''), ZPhone])),
  password: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(ZNewPassword.optional()),
  admin_id: ZId.optional(),
  admin_name: z.string().optional(),
  admin_email: z.string().optional(),
});
export type TStaffForm = z.input<typeof ZStaffForm>;

export const ZSettings = z.object({
  totalSeats: z.number().int(),
  totalLockers: z.number().int(),
  /** The institute's UPI ID students pay to ('' when not set). */
  upiId: z.string(),
});
export type TSettings = z.infer<typeof ZSettings>;
export const ZUpdateSettingsRequest = z.object({
  adminId: ZId.optional(),
  totalSeats: numeric(z.number().int().min(0, { message: 'Total seats cannot be negative' }).max(5000)),
  totalLockers: numeric(z.number().int().min(0, { message: 'Total lockers cannot be negative' }).max(5000)),
  /** Left unchanged when not sent. */
  upiId: z
    .string()
    .trim()
    .regex(/^$|^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/, {
      message: 'Enter a UPI ID such as library@okbank',
    })
    .optional(),
});
