import { z } from 'zod';
import { singleLineText, ZId, ZPageQuery } from './common.ts';

// Global login switch
export const ZLoginStatus = z.object({ login_enabled: z.boolean() });
export const ZToggleLoginRequest = z.object({ enable: z.boolean() });
export const ZToggleLoginResponse = z.object({ message: z.string(), login_enabled: z.boolean() });
export type TLoginStatus = z.infer<typeof ZLoginStatus>;
export type TToggleLoginResponse = z.infer<typeof ZToggleLoginResponse>;

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
  action: singleLineText().max(80).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type TActivityQuery = z.infer<typeof ZActivityQuery>;
export const ZActivityList = z.array(ZActivity);
export const ZActionNames = z.array(z.string());

/** Per-library counts: an admin's own; the superadmin's by `admin_email`, or of every library. */
export const ZLibraryCountQuery = z.object({ admin_email: singleLineText().toLowerCase().optional() });
