import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../errors/http-errors.ts';
import { containsNul } from '../http/request-guards.ts';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  buffer: Buffer;
}

/**
 * Reads a form sent as multipart (fields + at most one file) or as JSON. Files larger than
 * `maxFileBytes` answer 413 with a message naming the limit.
 */
export async function readForm(
  req: FastifyRequest,
  { maxFileBytes, fileField }: { maxFileBytes: number; fileField: string },
): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  const { fields, files } = await readFormFiles(req, { maxFileBytes, fileFields: [fileField] });
  return { fields, file: files[fileField] ?? null };
}

/** Like `readForm`, for forms with several named files (one each). */
export async function readFormFiles(
  req: FastifyRequest,
  { maxFileBytes, fileFields }: { maxFileBytes: number; fileFields: string[] },
): Promise<{ fields: Record<string, string>; files: Record<string, UploadedFile> }> {
  if (!req.isMultipart()) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body))
      throw badRequest('Send the form as JSON or multipart.');
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      if (value == null) continue;
      if (typeof value === 'object') throw badRequest(`${key}: Expected text or a number`);
      fields[key] = String(value);
    }
    if (containsNul(fields)) throw badRequest('Text may not contain NUL characters.');
    return { fields, files: {} };
  }
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  const limits = { fileSize: maxFileBytes, files: fileFields.length, fields: 60 };
  for await (const part of req.parts({ limits })) {
    if (part.type === 'file') {
      if (!fileFields.includes(part.fieldname) || files[part.fieldname]) {
        part.file.resume();
        throw badRequest(`Unexpected file field "${part.fieldname}"; send ${fileFields.join(', ')}.`);
      }
      const buffer = await part.toBuffer().catch((err: unknown) => {
        if ((err as { statusCode?: number }).statusCode === 413) {
          throw new HttpError(
            413,
            `The file is too large (limit ${Math.round(maxFileBytes / 1024 / 1024)} MB).`,
          );
        }
        throw err;
      });
      if (buffer.length > 0)
        files[part.fieldname] = { fieldname: part.fieldname, filename: part.filename, buffer };
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  if (containsNul(fields)) throw badRequest('Text may not contain NUL characters.');
  return { fields, files };
}
