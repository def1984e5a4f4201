import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../errors/http-errors.ts';

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
  if (!req.isMultipart()) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body))
      throw badRequest('Send the form as JSON or multipart.');
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) if (value != null) fields[key] = String(value);
    return { fields, file: null };
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  for await (const part of req.parts({ limits: { fileSize: maxFileBytes, files: 1, fields: 60 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== fileField) {
        part.file.resume();
        throw badRequest(`Unexpected file field "${part.fieldname}"; send the file as "${fileField}".`);
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
      if (buffer.length > 0) file = { fieldname: part.fieldname, filename: part.filename, buffer };
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return { fields, file };
}
