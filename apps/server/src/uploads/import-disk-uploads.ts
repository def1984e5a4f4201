import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { uploads } from '../db/schema/index.ts';
import { MAX_IMAGE_BYTES } from './image-store.ts';

/**
 * Images uploaded before they moved into the database lie under `DATA_DIR/uploads`: copies
 * those still referenced by a student or an event into `uploads` (the files stay). Returns how
 * many were copied; a missing file is skipped (it was gone before, too).
 */
export async function importDiskUploads(db: Db, dataDir: string): Promise<number> {
  if (!existsSync(path.join(dataDir, 'uploads'))) return 0;
  const missing = rowsOf<{ path: string; admin_id: number }>(
    await db.execute(sql`
      select r.path, r.admin_id from (
        select image as path, admin_id from students where image is not null
        union select desktop_image, admin_id from events where desktop_image is not null
        union select mobile_image, admin_id from events where mobile_image is not null
      ) r
      where not exists (select 1 from uploads u where u.admin_id = r.admin_id and u.path = r.path)`),
  );
  let copied = 0;
  for (const row of missing) {
    if (!/^uploads\/(students|events)\/[a-f0-9]{32}\.(jpg|png|webp|gif)$/.test(row.path)) continue;
    const bytes = await readFile(path.join(dataDir, row.path)).catch(() => null);
    const type = bytes ? await fileTypeFromBuffer(bytes) : undefined;
    if (!bytes || !type?.mime.startsWith('image/') || bytes.length > MAX_IMAGE_BYTES) continue;
    await db.insert(uploads).values({ adminId: row.admin_id, path: row.path, contentType: type.mime, bytes });
    copied++;
  }
  return copied;
}
