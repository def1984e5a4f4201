import type { TFeeRecord, TInvoice, TPayment, TStaffInvoice } from '@studydesk/contract';
import { describe, expect, it } from 'vitest';
import { buildStudent, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';

const t = useLibrary({ adminName: 'Saraswati Study Library' });
const { send } = t;

describe('fees', () => {
  it('assigns fees in rupees, computes the due never below 0, and keeps the history', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    const res = await send('POST', '/api/fees/assign', {
      student_id: student.id,
      seat_price: 999.5,
      locker_price: 199,
      total_fees: 1,
      paid: 500.25,
      discount: 100,
    });
    expect(res.json()).toEqual({ message: 'Fees assigned successfully!' });
    const list = (await send('GET', `/api/fees/search?query=${encodeURIComponent(student.name)}`)).json<
      TFeeRecord[]
    >();
    expect(list.find((f) => f.student_id === student.id)).toMatchObject({
      seat_price: 999.5,
      locker_price: 199,
      total_fees: 1198.5,
      paid: 500.25,
      discount: 100,
      due: 598.25,
    });
    await send('POST', '/api/fees/assign', {
      student_id: student.id,
      seat_price: 100,
      locker_price: 0,
      paid: 150,
      discount: 20,
    });
    const details = (await send('GET', `/api/fees/student/${student.id}`)).json<{
      student: { due: number; paid: number; advance: number };
      feeHistory: { balance: number; due: number }[];
    }>();
    // 100 seat - 20 discount - 150 paid: ₹70 paid ahead.
    expect(details.student).toMatchObject({ due: 0, paid: 150, advance: 70 });
    // The history is the ledger: seat, locker, discount, payment, then four corrections; newest first.
    expect(details.feeHistory).toHaveLength(8);
    expect(details.feeHistory[0]).toMatchObject({ balance: -70, due: 0 });
    expect((await send('POST', '/api/fees/assign', { student_id: student.id, paid: -1 })).statusCode).toBe(
      400,
    );
  });

  it('lists every student of the library with zeros until fees are set, paged', async () => {
    await buildStudent(t.db, { admin: t.admin });
    const res = await send('GET', '/api/fees/students?limit=1');
    expect(res.json()).toHaveLength(1);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
  });

  it('downloads a PDF fee invoice of a student of the library only', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    await send('POST', '/api/fees/assign', { student_id: student.id, seat_price: 1200, paid: 200 });
    const pdf = await send('GET', `/api/fees/invoice/${student.id}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await buildStudent(t.db);
    expect((await send('GET', `/api/fees/invoice/${stranger.id}`)).statusCode).toBe(404);
  });
});

describe('invoices', () => {
  it('generates t.admin invoices, refusing missing fields with the spec text', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    const bad = await send('POST', '/api/admin/invoices/generate', {
      student_id: student.id,
      amount: 0,
      description: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { message: string }) => i.message)).toContain(
      'All fields are required.',
    );
    const ok = await send('POST', '/api/admin/invoices/generate', {
      student_id: student.id,
      amount: 1499,
      description: 'December seat',
    });
    expect(ok.statusCode).toBe(201);
    const list = (await send('GET', '/api/admin/invoices')).json<TInvoice[]>();
    expect(list[0]).toMatchObject({ student_name: student.name, amount: 1499, description: 'December seat' });
  });

  it('lets staff raise and delete walk-in invoices', async () => {
    const staffToken = await t.signInStaff();
    const created = await send(
      'POST',
      '/api/staff/invoices',
      { customer_name: 'Walk-in reader', amount: 50, due_date: '2026-12-31', status: 'Paid' },
      staffToken,
    );
    expect(created.json<TStaffInvoice>()).toMatchObject({
      customer_name: 'Walk-in reader',
      amount: 50,
      status: 'Paid',
    });
    const list = (await send('GET', '/api/staff/invoices', undefined, staffToken)).json<TStaffInvoice[]>();
    expect(list.map((i) => i.customer_name)).toContain('Walk-in reader');
    const id = created.json<TStaffInvoice>().id;
    expect((await send('DELETE', `/api/staff/invoices/${id}`, undefined, staffToken)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/staff/invoices/${id}`, undefined, staffToken)).statusCode).toBe(404);
  });
});

describe('payments', () => {
  it('a student pays for themself only; the history is theirs', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    const other = await buildStudent(t.db, { admin: t.admin });
    const studentToken = await t.login('student', student.email, DEFAULT_PASSWORD);
    const paid = await send('POST', '/api/payments', { student_id: student.id, amount: 499 }, studentToken);
    expect(paid.statusCode).toBe(201);
    expect(
      (await send('POST', '/api/payments', { student_id: student.id, amount: 0 }, studentToken)).json()
        .issues[0].message,
    ).toBe('Enter a valid amount to pay');
    expect(
      (await send('POST', '/api/payments', { student_id: other.id, amount: 10 }, studentToken)).statusCode,
    ).toBe(404);
    const history = (await send('GET', `/api/payments/${student.id}`, undefined, studentToken)).json<
      TPayment[]
    >();
    expect(history).toEqual([
      expect.objectContaining({ amount: 499, method: 'Online', status: 'Unfinished' }),
    ]);
    expect((await send('GET', `/api/payments/${other.id}`, undefined, studentToken)).statusCode).toBe(404);
  });
});
