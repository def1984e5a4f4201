import { z } from 'zod';
import { multiLineText, singleLineText, ZEmail, ZRequiredName } from './common.ts';

/** Institutes: each belongs to an admin (library owner). */
export const ZInstitute = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  contact: z.string(),
  /** The library's logo (`uploads/logos/...`, served under /api/), or null. */
  logo: z.string().nullable(),
  admin_id: z.number().int(),
  adminEmail: z.string(),
  adminName: z.string(),
});
export type TInstitute = z.infer<typeof ZInstitute>;
export const ZInstituteRequest = z.object({
  name: ZRequiredName('Institute name is required'),
  adminEmail: ZEmail,
  adminName: singleLineText().max(160).optional(),
  address: multiLineText().max(500).default(''),
  contact: singleLineText().max(120).default(''),
});
export type TInstituteRequest = z.input<typeof ZInstituteRequest>;
export const ZInstituteListQuery = z.object({ email: singleLineText().toLowerCase().optional() });
export const ZInstituteCountQuery = z.object({
  role: z.enum(['superadmin', 'admin', 'staff', 'student']).optional(),
  email: singleLineText().toLowerCase().optional(),
});
export const ZInstituteList = z.array(ZInstitute);
