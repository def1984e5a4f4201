import type { TCreditNote, TReceipt, TStudentLedger } from '@studydesk/contract';
import { describe, expect, it } from 'vitest';
import { buildStudent } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';
import { pdfText } from '../../test/pdf-text.ts';

const t = useLibrary({ adminName: 'Gyan Reading Room', staff: true });
const { send } = t;

async function paidReceipt(amount = 1500) {
  const student = await buildStudent(t.db, { admin: t.admin });
  const res = await send('POST', '/api/desk-payments', {
    student_id: student.id,
    amount,
    method: 'upi',
    reference: '433512345678',
  });
  return { student, receipt: res.json<TReceipt>() };
}
const refund = (receiptId: number, amount: number | string, reason = 'Left the library early', as?: string) =>
  send('POST', `/api/receipts/${receiptId}/refund`, { amount, reason }, as);

describe('refunds', () => {
  it('in part then in full: credit notes numbered in order, the ledger and the student see them', async () => {
    const { student, receipt } = await paidReceipt(1500);
    const part = await refund(receipt.id, 500, 'Seat changed to a cheaper shift');
    expect(part.statusCode, part.body).toBe(201);
    const first = part.json<TCreditNote>();
    expect(first).toMatchObject({
      receipt_id: receipt.id,
      receipt_number: receipt.number,
      student_id: student.id,
      amount: 500,
      method: 'upi',
      reason: 'Seat changed to a cheaper shift',
    });
    const rest = (await refund(receipt.id, 1000)).json<TCreditNote>();
    expect(rest.number).toBe(first.number + 1);

    // Nothing more to give back: a clear 400 naming the field.
    const over = await refund(receipt.id, 0.01);
    expect(over.statusCode).toBe(400);
    expect(over.json<{ message: string }>().message).toBe('This receipt has been refunded in full.');

    // The student's ledger: the payment and both refunds, the balance back where it was.
    const studentToken = await t.login('student', student.email, student.password);
    const ledger = (
      await send('GET', `/api/ledger/${student.id}`, undefined, studentToken)
    ).json<TStudentLedger>();
    const refunds = ledger.entries.filter((e) => e.entry_type === 'refund');
    expect(refunds.map((e) => [e.amount, e.reference, e.credit_note_id])).toEqual(
      expect.arrayContaining([
        [500, `CN-${first.number}`, first.id],
        [1000, `CN-${rest.number}`, rest.id],
      ]),
    );
    expect(ledger.totals.balance).toBe(0);

    // Their credit notes, and the PDF of each; another student gets 404.
    const mine = await send('GET', '/api/credit-notes', undefined, studentToken);
    expect(mine.json<TCreditNote[]>().map((n) => n.number)).toEqual([rest.number, first.number]);
    const pdf = await send('GET', `/api/credit-notes/${first.id}/pdf`, undefined, studentToken);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Credit note CN-${first.number}`);
    expect(text).toContain(`Against receipt #${receipt.number}`);
    expect(text).toContain('Reason: Seat changed to a cheaper shift');
    expect(text).toContain('₹500.00');
    expect(text).toContain('Rupees Five Hundred only');
    const other = await buildStudent(t.db, { admin: t.admin });
    const otherToken = await t.login('student', other.email, other.password);
    expect((await send('GET', `/api/credit-notes/${first.id}/pdf`, undefined, otherToken)).statusCode).toBe(
      404,
    );
    expect((await send('GET', '/api/credit-notes', undefined, otherToken)).json()).toEqual([]);
  });

  it('refuses more than is left, a bad amount, a missing reason, staff, and unknown receipts', async () => {
    const { receipt } = await paidReceipt(800);
    const over = await refund(receipt.id, 800.01);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      message: 'At most ₹800.00 of this receipt can still be refunded.',
      issues: [{ field: 'amount' }],
    });
    expect((await refund(receipt.id, 0)).statusCode).toBe(400);
    expect((await refund(receipt.id, '1.001')).statusCode).toBe(400);
    expect((await refund(receipt.id, 10, '  ')).statusCode).toBe(400);
    expect((await refund(receipt.id, 10, 'x', t.staffToken)).statusCode).toBe(403);
    expect((await refund(2_000_000_000, 10)).statusCode).toBe(404);
  });

  it('refuses to refund a payment the ledger reversed: its money was taken back already', async () => {
    const { student, receipt } = await paidReceipt(600);
    const ledger = (await send('GET', `/api/ledger/${student.id}`)).json<TStudentLedger>();
    const payment = ledger.entries.find((e) => e.receipt_id === receipt.id && e.entry_type === 'payment');
    expect(payment).toBeDefined();
    const reversed = await send('POST', `/api/ledger/entries/${payment?.id}/reverse`, { reason: 'Bounced' });
    expect(reversed.statusCode, reversed.body).toBe(201);
    const res = await refund(receipt.id, 100);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'This payment was reversed on the ledger: there is nothing left to refund.',
    });
    const after = (await send('GET', `/api/ledger/${student.id}`)).json<TStudentLedger>();
    expect(after.entries.filter((e) => e.entry_type === 'refund')).toEqual([]);
    const notes = (await send('GET', `/api/credit-notes?receipt_id=${receipt.id}`)).json<TCreditNote[]>();
    expect(notes).toEqual([]);
  });

  it('parallel refunds of one receipt: never more than paid, credit notes without gaps', async () => {
    const { receipt } = await paidReceipt(1000);
    const before = (await send('GET', '/api/credit-notes')).json<TCreditNote[]>();
    const answers = await Promise.all(Array.from({ length: 6 }, () => refund(receipt.id, 300)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 400, 400, 400]);
    const after = (await send('GET', '/api/credit-notes')).json<TCreditNote[]>();
    const numbers = after.map((n) => n.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(after.length - before.length).toBe(3);
    const ofReceipt = (await send('GET', `/api/credit-notes?receipt_id=${receipt.id}`)).json<TCreditNote[]>();
    expect(ofReceipt.reduce((s, n) => s + n.amount, 0)).toBe(900);
  });

  it('a walk-in receipt can be refunded too: a credit note, no ledger row', async () => {
    const walkIn = (
      await send('POST', '/api/desk-payments', {
        customer_name: 'Walk-in reader',
        amount: 200,
        method: 'cash',
      })
    ).json<TReceipt>();
    const note = (await refund(walkIn.id, 200, 'Closed for the day')).json<TCreditNote>();
    expect(note).toMatchObject({ student_id: null, customer_name: 'Walk-in reader', method: 'cash' });
  });
});
