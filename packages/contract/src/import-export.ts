import { z } from 'zod';
import { ZErrorResponse } from './common.ts';

/** Row-level problems of a refused import: nothing of the file was saved. */
export const ZImportError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export const ZImportResponse = z.object({ message: z.string(), imported: z.number().int() });
export type TImportError = z.infer<typeof ZImportError>;
/** A refused import: the rows at fault (the first 1,000) when the sheet was read. */
export const ZImportFailure = ZErrorResponse.extend({ errors: z.array(ZImportError).optional() }).describe(
  'Invalid input; for a sheet with bad rows, `errors` lists them (all rows or none are imported)',
);

/** Columns of the import template and the export, in order. */
export const STUDENT_SHEET_COLUMNS = [
  'student_id',
  'name',
  'email',
  'phone',
  'aadhaar',
  'course',
  'address',
  'dob',
  'father_name',
  'mother_name',
  'permanent_address',
  'created_at',
] as const;
