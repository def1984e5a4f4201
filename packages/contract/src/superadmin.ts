import { z } from 'zod';
import { ZEmail, ZId, ZNewPassword, ZPageQuery } from './common.ts';

const ZName = (message: string) => z.string().trim().min(1, { message }).max(160);

// Organizations
export const ZOrganization = z.object({ id: z.number().int(), name: z.string() });
export type TOrganization = z.infer<typeof ZOrganization>;
export const ZOrganizationRequest = z.object({ name: ZName('Organization name is required') });

// Institutes
export const ZInstitute = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  contact: z.string(),
  admin_id: z.number().int(),
  adminEmail: z.string(),
  adminName: z.string(),
});
export type TInstitute = z.infer<typeof ZInstitute>;
export const ZInstituteRequest = z.object({
  name: ZName('Institute name is required'),
  adminEmail: ZEmail,
  adminName: z.string().trim().max(160).optional(),
  address: z.string().trim().max(500).default(''),
  contact: z.string().trim().max(120).default(''),
});
export type TInstituteRequest = z.input<typeof ZInstituteRequest>;
export const ZInstituteListQuery = z.object({ email: z.string().trim().toLowerCase().optional() });
export const ZInstituteCountQuery = z.object({
  role: z.enum(['superadmin', 'admin', 'staff', 'student']).optional(),
  email: z.string().trim().toLowerCase().optional(),
});

// Admins (library owners)
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
export const ZResetPasswordResponse = z.object({ message: z.string(), tempPassword: z.string() });
export const ZDeleteAdminQuery = z.object({
  /** Deleting an admin who owns data needs this second, explicit confirmation. */
  confirm: z.enum(['delete-all-data']).optional(),
});

// Super admins
export const ZSuperadminSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  created_at: z.string(),
});
export const ZAddSuperadminRequest = z.object({
  email: ZEmail,
  password: ZNewPassword,
});

// Global login switch
export const ZLoginStatus = z.object({ login_enabled: z.boolean() });
export const ZToggleLoginRequest = z.object({ enable: z.boolean() });
export const ZToggleLoginResponse = z.object({ message: z.string(), login_enabled: z.boolean() });

// All students / all staff (across tenants)
export const ZPlatformStaff = z.object({
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
export type TPlatformStaff = z.infer<typeof ZPlatformStaff>;

// Audit trail
export const ZActivity = z.object({
  id: z.number().int(),
  actor_role: z.string().nullable(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  admin_id: z.number().int().nullable(),
  admin_name: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type TActivity = z.infer<typeof ZActivity>;
export const ZActivityQuery = ZPageQuery.extend({
  admin_id: ZId.optional(),
  /** Whose actions: admins' by default (the screen's subject), or another role, or all. */
  role: z.enum(['all', 'superadmin', 'admin', 'staff', 'student']).default('admin'),
  action: z.string().trim().max(80).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type TActivityQuery = z.infer<typeof ZActivityQuery>;
export type TSuperadminSummary = z.infer<typeof ZSuperadminSummary>;
export type TLoginStatus = z.infer<typeof ZLoginStatus>;
export type TToggleLoginResponse = z.infer<typeof ZToggleLoginResponse>;
export type TResetPasswordResponse = z.infer<typeof ZResetPasswordResponse>;
