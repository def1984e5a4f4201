import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, students } from '../db/schema/index.ts';
import { buildAdmin, buildStudent, testVault, validAadhaar } from '../test/factories.ts';
import { createTestServer, type TestServer } from '../test/server.ts';
import { AadhaarVault } from './aadhaar-vault.ts';
import { DATA_KEY_FILE, loadDataKey } from './data-key.ts';
import { sealPlaintextAadhaar } from './seal-plaintext.ts';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t?.close());

describe('the vault', () => {
  it('seals with a fresh IV each time, reveals, and refuses a tampered or foreign value', () => {
    const aadhaar = validAadhaar(7);
    const a = testVault.seal(aadhaar);
    const b = testVault.seal(aadhaar);
    expect(a.aadhaar).not.toBe(b.aadhaar);
    expect(a.aadhaar).not.toContain(aadhaar);
    expect(a.aadhaarHash).toBe(b.aadhaarHash);
    expect(a.aadhaarLast4).toBe(aadhaar.slice(-4));
    expect(testVault.reveal(a.aadhaar)).toBe(aadhaar);
    const tampered = `${a.aadhaar?.slice(0, -2)}AA`;
    expect(() => testVault.reveal(tampered)).toThrow();
    const other = new AadhaarVault(Buffer.alloc(32, 7));
    expect(() => other.reveal(a.aadhaar)).toThrow();
  });

  it('creates an owner-only key file in DATA_DIR on first start and reuses it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'studydesk-key-'));
    try {
      const first = loadDataKey(undefined, dir);
      expect(statSync(path.join(dir, DATA_KEY_FILE)).mode & 0o777).toBe(0o600);
      expect(loadDataKey(undefined, dir).equals(first)).toBe(true);
      expect(readFileSync(path.join(dir, DATA_KEY_FILE), 'utf8').trim()).toHaveLength(64);
      expect(() => loadDataKey('too-short', dir)).toThrow(/DATA_KEY/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Aadhaar at rest', () => {
  it('stores only the sealed value, keyed hash and last four digits; refuses a duplicate in the library', async () => {
    const admin = await buildAdmin(t.db);
    const token = await t.login('admin', admin.email, admin.password);
    const aadhaar = validAadhaar(9001);
    const register = (email: string) =>
      t.request({
        method: 'POST',
        url: '/api/manage/students/register',
        token,
        payload: {
          name: 'Meera Nair',
          email,
          phone: '9876543210',
          aadhaar,
          course: 'NEET',
          password: 'Long-Enough-2026',
        },
      });
    const res = await register('meera.nair@mail.test');
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(students).where(eq(students.id, res.json().id));
    expect(row?.aadhaar).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(aadhaar);
    expect(row?.aadhaarHash).toBe(testVault.hash(aadhaar));
    expect(row?.aadhaarLast4).toBe(aadhaar.slice(-4));
    const dup = await register('meera.again@mail.test');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A student with this Aadhaar number is already registered.');
  });

  it('reveals the number on the edit form only, and writes each reveal to the audit trail', async () => {
    const student = await buildStudent(t.db);
    const token = await t.login('admin', student.admin.email, student.admin.password);
    const res = await t.request({ method: 'GET', url: `/api/manage/students/${student.id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json().aadhaar).toMatch(/^\d{12}$/);
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'student.aadhaar.reveal'), eq(auditLog.targetId, String(student.id))));
    expect(trail).toHaveLength(1);
    expect(trail[0]?.actorEmail).toBe(student.admin.email);
  });

  it('seals rows written before sealing existed, once (the start-up step is idempotent)', async () => {
    const student = await buildStudent(t.db);
    const plain = validAadhaar(31337);
    // A row as the previous version wrote it: the number in the clear, no hash, no last four.
    await t.db.execute(sql`alter table students drop constraint students_aadhaar_sealed`);
    await t.db
      .update(students)
      .set({ aadhaar: plain, aadhaarHash: null, aadhaarLast4: null })
      .where(eq(students.id, student.id));
    expect(await sealPlaintextAadhaar(t.db, testVault)).toBe(1);
    expect(await sealPlaintextAadhaar(t.db, testVault)).toBe(0);
    await t.db.execute(
      sql`alter table students add constraint students_aadhaar_sealed check (aadhaar is null or aadhaar like 'v1.%')`,
    );
    const [row] = await t.db.select().from(students).where(eq(students.id, student.id));
    expect(testVault.reveal(row?.aadhaar ?? null)).toBe(plain);
    expect(row?.aadhaarHash).toBe(testVault.hash(plain));
    expect(row?.aadhaarLast4).toBe(plain.slice(-4));
  });
});
