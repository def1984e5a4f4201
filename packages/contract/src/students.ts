import { z } from 'zod';
import { ZPageQuery } from './common.ts';

/** A student as lists show them: never the password, Aadhaar only masked. */
export const ZStudentSummary = z.object({
  id: z.number().int(),
  student_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  course: z.string(),
  address: z.string(),
  admin_id: z.number().int(),
  admin_name: z.string(),
  admin_email: z.string(),
  created_at: z.string(),
  image: z.string().nullable(),
  idCardGenerated: z.boolean(),
});
export type TStudentSummary = z.infer<typeof ZStudentSummary>;

/** `q` searches by name; the superadmin may narrow to one library with `admin_id`. */
export const ZStudentListQuery = ZPageQuery.extend({
  admin_id: z.coerce.number().int().positive().optional(),
});
export type TStudentListQuery = z.infer<typeof ZStudentListQuery>;
