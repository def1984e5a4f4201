import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestServer, type TestServer } from '../../test/server.ts';
import { tasksDone } from '../../workers/pool.ts';
import { MAX_IMPORT_ROWS } from './student-sheet.ts';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await createTestServer();
  const admin = await buildAdmin(t.db);
  token = await t.login('admin', admin.email, admin.password);
});
afterAll(() => t?.close());

const upload = (content: Buffer, filename = 'students.xlsx') =>
  t.request({
    method: 'POST',
    url: '/api/importExport/students/import',
    token,
    ...multipart({}, { field: 'file', filename, content }),
  });

/** An .xlsx of `rows` short rows, written as a stream (as a hostile tool would). */
async function longSheet(rows: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const sheet = book.addWorksheet('Students');
  sheet.addRow(['name', 'email']).commit();
  for (let i = 0; i < rows; i++) sheet.addRow([`n${i}`, `s${i}@x.test`]).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/** A real workbook whose central directory claims one entry inflates to 1.2 GB. */
async function declaredBomb(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Students').addRow(['name', 'email']);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  const directory = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  buffer.writeUInt32LE(1_200_000_000, directory + 24);
  return buffer;
}

describe('hostile spreadsheets', () => {
  it('refuses an archive by its declared sizes, before inflating it', async () => {
    const res = await upload(await declaredBomb());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The workbook unpacks to more data than a student sheet can hold.');
  });

  it('refuses too many rows while streaming, reading each file in a worker while requests are answered', async () => {
    const sheet = await longSheet(MAX_IMPORT_ROWS + 5_000);
    const csv = Buffer.from(`name,email\n${'a,b@x.test\n'.repeat(300_000)}`);
    const readBefore = tasksDone().sheets;
    let busy = true;
    const imports = Promise.all([upload(sheet), upload(csv, 'students.csv')]).finally(() => {
      busy = false;
    });
    let answeredMeanwhile = 0;
    while (busy) {
      // Let the event loop turn between requests, as a client's arrive over the network: the
      // embedded database answers without I/O, and a loop of promises alone would starve the
      // worker's message (and its timeout) forever.
      await new Promise((resolve) => setImmediate(resolve));
      const health = await t.request({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      if (busy) answeredMeanwhile++;
    }
    for (const res of await imports) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`A file may hold at most ${MAX_IMPORT_ROWS} students.`);
    }
    // Both files were read on the sheet pool's threads; the event loop answered other requests meanwhile.
    expect(tasksDone().sheets - readBefore).toBe(2);
    expect(answeredMeanwhile).toBeGreaterThan(0);
  });
});
