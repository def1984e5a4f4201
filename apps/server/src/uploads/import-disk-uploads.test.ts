import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { students } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/database.ts';
import { buildAdmin, buildStudent } from '../test/factories.ts';
import { PNG_1PX } from '../test/multipart.ts';
import { ImageStore } from './image-store.ts';
import { importDiskUploads } from './import-disk-uploads.ts';

let database: Database;
const dataDir = mkdtempSync(path.join(tmpdir(), 'studydesk-disk-uploads-'));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('images uploaded to disk before they moved into the database', () => {
  it('are copied into the database once, and a missing file is skipped', async () => {
    const { db } = database;
    const admin = await buildAdmin(db);
    const withFile = await buildStudent(db, { admin });
    const withoutFile = await buildStudent(db, { admin });
    const present = `uploads/students/${'a'.repeat(32)}.png`;
    const gone = `uploads/students/${'b'.repeat(32)}.png`;
    mkdirSync(path.join(dataDir, 'uploads/students'), { recursive: true });
    writeFileSync(path.join(dataDir, present), PNG_1PX);
    await db.update(students).set({ image: present }).where(eq(students.id, withFile.id));
    await db.update(students).set({ image: gone }).where(eq(students.id, withoutFile.id));

    expect(await importDiskUploads(db, dataDir)).toBe(1);
    expect(await importDiskUploads(db, dataDir)).toBe(0);
    const image = await new ImageStore().read(db, admin.id, present);
    expect(image?.contentType).toBe('image/png');
    expect(image?.bytes.equals(PNG_1PX)).toBe(true);
  });
});
