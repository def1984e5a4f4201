import { z } from 'zod';
import { ownerFields, singleLineText, ZEmail, ZOptionalNewPassword, ZPhone } from './common.ts';

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
  name: singleLineText().min(1, { message: 'Name is required' }).max(120),
  email: ZEmail,
  phone: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : ''))
    .pipe(z.union([z.literal(''), ZPhone])),
  password: ZOptionalNewPassword,
  ...ownerFields,
});
export type TStaffForm = z.input<typeof ZStaffForm>;
export const ZStaffList = z.array(ZStaffMember);
