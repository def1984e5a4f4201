import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';
import { badRequest } from '../errors/http-errors.ts';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const IMAGE_EXTENSIONS = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);

/** The content types an uploaded image is stored (and served) as. */
export const IMAGE_TYPES = [...IMAGE_EXTENSIONS.keys()];

export type ImageKind = 'students' | 'events' | 'logos' | 'payments' | 'bills' | 'public';

/**
 * Uploaded images live in the database (the `uploads` table), so every app instance serves
 * them and a backup holds them; they are written in the request's transaction, so a failed
 * request leaves no orphan. Rows are named `uploads/<kind>/<generated name>`.
 */
export class ImageStore {
  /** Checks the bytes are an image (not the name or the declared type) and stores it; returns its path. */
  async save(db: Db, adminId: number, kind: ImageKind, buffer: Buffer, field = 'image'): Promise<string> {
    if (buffer.length > MAX_IMAGE_BYTES) {
      throw badRequest('Images must be 2 MB or smaller.', {
        issues: [{ field, message: 'Image larger than 2 MB' }],
      });
    }
    const type = await fileTypeFromBuffer(buffer);
    const ext = type ? IMAGE_EXTENSIONS.get(type.mime) : undefined;
    if (!type || !ext) {
      throw badRequest('Only images (JPEG, PNG, WebP or GIF) can be uploaded.', {
        issues: [{ field, message: 'Not an image' }],
      });
    }
    const path = `uploads/${kind}/${randomBytes(16).toString('hex')}.${ext}`;
    await db.insert(uploads).values({ adminId, path, contentType: type.mime, bytes: buffer });
    return path;
  }

  /** The library's stored image of a path, or null when there is none (paths are unique within a library). */
  async read(db: Db, adminId: number, path: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const [row] = await db
      .select({ bytes: uploads.bytes, contentType: uploads.contentType })
      .from(uploads)
      .where(and(eq(uploads.adminId, adminId), eq(uploads.path, path)));
    return row ?? null;
  }

  async remove(db: Db, adminId: number, path: string | null | undefined): Promise<void> {
    if (path) await db.delete(uploads).where(and(eq(uploads.adminId, adminId), eq(uploads.path, path)));
  }
}
