import { z } from 'zod';
import { singleLineText, ZEmail, ZErrorResponse, ZNewPassword } from './common.ts';

export const ZAddAdminRequest = z.object({
  name: singleLineText().min(1, { message: 'All fields are required.' }).max(120),
  email: ZEmail,
  password: ZNewPassword,
});
export type TAddAdminRequest = z.infer<typeof ZAddAdminRequest>;

export const ZAddAdminResponse = z.object({
  message: z.string(),
  id: z.number().int(),
  admin_id: z.number().int(),
  name: z.string(),
  email: z.string(),
});

/** A library owner as the superadmin's table shows them. */
export const ZAdminSummary = z.object({
  id: z.number().int(),
  admin_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.literal('admin'),
  /** Never the password itself: the table shows a mask. */
  password: z.literal('********'),
  must_change_password: z.boolean(),
  created_at: z.string(),
  students: z.number().int(),
  staff: z.number().int(),
});
export type TAdminSummary = z.infer<typeof ZAdminSummary>;
export const ZDeleteAdminQuery = z.object({
  /** Deleting an admin who owns data needs this second, explicit confirmation. */
  confirm: z.enum(['delete-all-data']).optional(),
});
export const ZAdminList = z.array(ZAdminSummary);
/** The 409 of deleting an admin who owns data without `confirm`: what the deletion would take. */
export const ZDeleteAdminConfirmation = ZErrorResponse.extend({
  requires_confirmation: z.literal(true),
  students: z.number().int(),
  staff: z.number().int(),
  institutes: z.number().int(),
}).describe('The admin owns data: repeat with ?confirm=delete-all-data to delete it all');
