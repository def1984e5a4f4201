import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors/http-errors.ts';
import { pdfText } from '../test/pdf-text.ts';
import { documents } from './documents.ts';
import { closeThreadPools, DOCUMENT_POOL, makeDocument, POOL_FULL, tasksDone } from './pool.ts';

afterAll(() => closeThreadPools());

const dues = (rows: number) => ({
  rows: Array.from({ length: rows }, (_, i) => ({
    student_id: i + 1,
    student_code: `STU${i + 1}`,
    name: `Student ${i + 1}`,
    phone: '9876543210',
    shift: 'Morning',
    plan_ends_on: '2026-11-30',
    days_overdue: i % 30,
    due: 800,
    last_message: null,
    next_reminder: { state: 'off' as const, date: null },
    paused: false,
  })),
  total_outstanding: rows * 800,
  count: rows,
});

async function sheetRows(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book.getWorksheet('Dues')?.rowCount ?? 0;
}

describe('documents are made on worker threads', () => {
  it('answers the same bytes a document would have in line: an ID card, with a logo and a date', async () => {
    const logo = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const institute = {
      name: 'Saraswati Library',
      address: 'Jaipur',
      contact: '9876543210',
      logoBytes: logo,
    };
    const card = {
      institute: institute.name,
      logo,
      studentId: 'STU7',
      qr: 'SDC1.token',
      name: 'Meera Iyer',
      course: 'UPSC',
      phone: '9876543210',
      email: 'meera@mail.test',
      address: 'Jaipur',
      issued: new Date('2026-11-02T10:00:00Z'),
      seat: 'A4',
      validTill: '2026-12-01',
      photo: null,
    };
    const before = tasksDone().documents;
    const pdf = await makeDocument('idCard', card);
    expect(tasksDone().documents).toBe(before + 1); // made by the pool's thread
    const text = await pdfText(pdf);
    expect(text).toContain('Meera Iyer');
    expect(text).toContain('Saraswati Library');
    expect(text).toContain('2 Nov 2026');
    // The same document made in line says the same.
    expect(await pdfText(await documents.idCard(card))).toBe(text);
  });

  it('refuses with a 503 and a clear message past its queue, and makes every document it took', async () => {
    const bound = DOCUMENT_POOL.queue;
    DOCUMENT_POOL.queue = 2;
    try {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 12 }, () => makeDocument('duesWorkbook', dues(2_000))),
      );
      const refused = outcomes.filter((o) => o.status === 'rejected');
      const made = outcomes.filter((o) => o.status === 'fulfilled');
      expect(refused.length).toBeGreaterThan(0);
      for (const r of refused) {
        expect(r.reason).toBeInstanceOf(HttpError);
        expect(r.reason).toMatchObject({ statusCode: 503, message: POOL_FULL });
      }
      expect(made.length).toBeGreaterThanOrEqual(DOCUMENT_POOL.queue);
      for (const m of made) expect(await sheetRows(m.value)).toBe(2_002); // header, rows, total
    } finally {
      DOCUMENT_POOL.queue = bound;
    }
    // With room again, the next one is made.
    expect(await sheetRows(await makeDocument('duesWorkbook', dues(3)))).toBe(5);
  });
});
