import { z } from 'zod';

export const ROLES = ['superadmin', 'admin', 'staff', 'student'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

export const ZErrorResponse = z.object({
  message: z.string(),
  error: z.string().optional(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

export const ZCountResponse = z.object({ total: z.number().int().nonnegative() });

export const ZId = z.coerce.number().int().positive();
export const ZIdParams = z.object({ id: ZId });

/** Paging for lists that can grow (DECISIONS.md: default 50, maximum 500). */
export const ZPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  q: z.string().trim().max(200).optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address' }));

/** A password as typed by a user: DECISIONS.md sets 8..128 characters, no composition rules. */
export const ZNewPassword = z
  .string()
  .min(8, { message: 'Password must be at least 8 characters' })
  .max(128, { message: 'Password must be at most 128 characters' });

export const ZPhone = z
  .string()
  .trim()
  .regex(/^(\+91[\s-]?)?[6-9]\d{9}$/, { message: 'Enter a valid 10-digit Indian mobile number' });
