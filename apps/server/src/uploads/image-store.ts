import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../errors/http-errors.ts';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);

/** Where uploads live: outside the web root, under generated names. */
export class ImageStore {
  constructor(private readonly uploadsDir: string) {}

  /** Checks the bytes are an image (not the name or the declared type) and saves it; returns `uploads/<kind>/<name>`. */
  async save(kind: 'students' | 'events', buffer: Buffer, field = 'image'): Promise<string> {
    if (buffer.length > MAX_IMAGE_BYTES) {
      throw badRequest('Images must be 2 MB or smaller.', {
        issues: [{ field, message: 'Image larger than 2 MB' }],
      });
    }
    const type = await fileTypeFromBuffer(buffer);
    const ext = type ? IMAGE_TYPES.get(type.mime) : undefined;
    if (!ext) {
      throw badRequest('Only images (JPEG, PNG, WebP or GIF) can be uploaded.', {
        issues: [{ field, message: 'Not an image' }],
      });
    }
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    const dir = path.join(this.uploadsDir, kind);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, name), buffer, { flag: 'wx' });
    return `uploads/${kind}/${name}`;
  }

  /** The file on disk for a stored relative path, or null when the path is not one of ours. */
  resolve(relative: string): string | null {
    const match = /^uploads\/(students|events)\/([a-f0-9]{32}\.(?:jpg|png|webp|gif))$/.exec(relative);
    if (!match?.[1] || !match[2]) return null;
    return path.join(this.uploadsDir, match[1], match[2]);
  }

  async remove(relative: string | null | undefined): Promise<void> {
    const file = relative ? this.resolve(relative) : null;
    if (file) await rm(file, { force: true });
  }
}
