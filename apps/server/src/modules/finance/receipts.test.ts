import type { TReceipt, TSeatPlan } from '@studydesk/contract';
import { describe, expect, it } from 'vitest';
import { buildStudent, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';
import { pdfPageSizes, pdfText } from '../../test/pdf-text.ts';

const t = useLibrary({ adminName: 'Vidya Study Point', seats: ['M-1', 'M-2'] });
const { send } = t;

/** A student holding seat `seat` in the Morning shift from 1 Nov 2026 for 30 days. */
async function studentWithSeat(seat: string) {
  const student = await buildStudent(t.db, { admin: t.admin });
  const shifts = await send('GET', '/api/shifts');
  let morning = shifts.json<{ id: number; name: string }[]>().find((s) => s.name === 'Morning');
  if (!morning) {
    morning = (
      await send('POST', '/api/shifts', { name: 'Morning', start_time: '06:00', end_time: '12:00' })
    ).json<{ id: number; name: string }>();
  }
  const plan = await send('POST', '/api/auth/seat', {
    seat_number: seat,
    shift_id: morning.id,
    price: 1500,
    student_id: student.id,
    starts_on: '2026-11-01',
  });
  expect(plan.statusCode, plan.body).toBe(201);
  return { student, plan: plan.json<TSeatPlan>() };
}

const thermal = async (receipt: TReceipt) =>
  (await send('GET', `/api/receipts/${receipt.id}/pdf?format=thermal`)).rawPayload;

describe('receipts worth keeping', () => {
  it('name the seat, shift and period paid for, the amount in words, and dates as every screen shows them', async () => {
    const { student, plan } = await studentWithSeat('M-1');
    expect(plan).toMatchObject({ starts_on: '2026-11-01', ends_on: '2026-11-30' });
    const paid = await send('POST', '/api/desk-payments', {
      student_id: student.id,
      amount: 120000.5,
      method: 'upi',
      reference: 'UTR5544',
      paid_on: '2026-11-27',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const receipt = paid.json<TReceipt>();
    expect(receipt).toMatchObject({
      seat: 'M-1',
      shift: 'Morning (06:00 - 12:00)',
      period_from: '2026-11-01',
      period_to: '2026-11-30',
      student_language: 'en',
    });
    expect(receipt.student_phone).toMatch(/^\+91[6-9]\d{9}$/);

    for (const format of ['a4', 'thermal']) {
      const pdf = await send('GET', `/api/receipts/${receipt.id}/pdf?format=${format}`);
      // One space for each line break: the 80 mm roll wraps long lines.
      const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
      expect(text).toContain('Date: 27 Nov 2026');
      expect(text).toContain('For: Seat M-1 · Morning (06:00 - 12:00)');
      expect(text).toContain('Period: 01 Nov 2026 to 30 Nov 2026');
      expect(text).toContain('Rupees One Lakh Twenty Thousand and Fifty Paise only');
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }

    // The receipt is shared in the student's language, to their number (read afresh each time).
    const token = await t.login('student', student.email, DEFAULT_PASSWORD);
    await send('PUT', '/api/auth/me/language', { language: 'hi' }, token);
    const listed = (await send('GET', `/api/receipts?student_id=${student.id}`)).json<TReceipt[]>();
    expect(listed[0]).toMatchObject({
      id: receipt.id,
      student_language: 'hi',
      student_phone: receipt.student_phone,
    });
    const dayClose = await send('GET', '/api/day-close?from=2026-11-27&to=2026-11-27');
    expect(dayClose.json<{ receipts: TReceipt[] }>().receipts[0]).toMatchObject({ seat: 'M-1' });
  });

  it('a walk-in receipt names no seat and is shared to whoever the desk picks, in English', async () => {
    const paid = await send('POST', '/api/desk-payments', {
      customer_name: 'Walk-in reader',
      amount: 800,
      method: 'cash',
      paid_on: '2026-11-27',
    });
    const receipt = paid.json<TReceipt>();
    expect(receipt).toMatchObject({
      seat: null,
      shift: null,
      period_from: null,
      student_phone: null,
      student_language: 'en',
    });
    const text = await pdfText(await thermal(receipt));
    expect(text).toContain('Rupees Eight Hundred only');
    expect(text).not.toContain('For: Seat');
  });

  it('print on an 80 mm roll as long as their content, on one page', async () => {
    const short = (
      await send('POST', '/api/desk-payments', { customer_name: 'Ravi', amount: 50, method: 'cash' })
    ).json<TReceipt>();
    const { student } = await studentWithSeat('M-2');
    const long = (
      await send('POST', '/api/desk-payments', {
        student_id: student.id,
        amount: 1234567.89,
        method: 'bank_transfer',
        reference: 'NEFT-REF-0099887766',
        note: 'Seat fee for November and December, locker, admission and the late fee of October, '.repeat(3),
      })
    ).json<TReceipt>();
    const [shortPage, ...shortRest] = await pdfPageSizes(await thermal(short));
    const [longPage, ...longRest] = await pdfPageSizes(await thermal(long));
    expect(shortRest).toEqual([]);
    expect(longRest).toEqual([]);
    expect(shortPage?.width).toBeCloseTo(226.77, 1);
    expect(longPage?.width).toBeCloseTo(226.77, 1);
    // No fixed 420 pt page: the short one is cut short, the long one grows by its extra lines.
    const [shortHeight = 0, longHeight = 0] = [shortPage?.height, longPage?.height];
    expect(shortHeight).toBeGreaterThan(100);
    expect(shortHeight).toBeLessThan(200);
    expect(longHeight - shortHeight).toBeGreaterThan(80);
    const longText = (await pdfText(await thermal(long))).replace(/\s+/g, ' ');
    expect(longText).toContain('Collected by');
    expect(longText).toContain(
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise only',
    );
  });
});
