import { z } from 'zod';
import { ZEmail, ZNewPassword } from './common.ts';

export const ZAddAdminRequest = z.object({
  name: z.string().trim().min(1, { message: 'All fields are required.' }).max(120),
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
