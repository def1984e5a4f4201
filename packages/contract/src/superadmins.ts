import { z } from 'zod';
import { ZEmail, ZNewPassword } from './common.ts';

/** The platform's own operators. */
export const ZSuperadminSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  created_at: z.string(),
});
export const ZAddSuperadminRequest = z.object({
  email: ZEmail,
  password: ZNewPassword,
});
export type TSuperadminSummary = z.infer<typeof ZSuperadminSummary>;
export const ZSuperadminList = z.array(ZSuperadminSummary);
