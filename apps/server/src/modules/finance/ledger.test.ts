import {
  addDays,
  type TDayClose,
  type TDues,
  type TFeeRecord,
  type TPayment,
  type TReceipt,
  type TStudentLedger,
} from '@studydesk/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import {
  admins,
  idempotencyKeys,
  institutes,
  ledgerEntries,
  receipts,
  studentBalances,
  students,
} from '../../db/schema/index.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';
import { outcomeOf } from '../../test/db-outcome.ts';
import { buildAdmin, buildPlaces, buildStaff, buildStudent, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { expectIndexOnly } from '../../test/index-columns.ts';
import { useLibrary } from '../../test/library-fixture.ts';
import { untilAnotherWaitsOnALock } from '../../test/lock-wait.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { ledgerTotals, totalsOfStudentsSelect } from './ledger.queries.ts';
import { studentLedgerWithTotals } from './ledger.service.ts';

const t = useLibrary({ adminName: 'Saraswati Owner', seats: ['M-1'], lockers: ['ML-1'] });
const { send } = t;

beforeAll(async () => {
  await t.db.insert(institutes).values({
    adminId: t.admin.id,
    name: 'Saraswati Study Library',
    address: '12 MG Road, Pune',
    contact: '9876543210',
  });
});
const feeOf = async (studentId: number) =>
  (await send('GET', `/api/fees/students?limit=500`))
    .json<TFeeRecord[]>()
    .find((f) => f.student_id === studentId);

describe('plans and invoices charge the ledger', () => {
  it('a seat plan of ₹1,500 charges once; deleting it posts the reversal', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    const plan = await send('POST', '/api/auth/seat', {
      seat_number: 'M-1',
      price: 1500,
      student_id: student.id,
    });
    expect(plan.statusCode).toBe(201);
    expect(await feeOf(student.id)).toMatchObject({ seat_price: 1500, total_fees: 1500, due: 1500 });
    const locker = await send('POST', '/api/auth/locker-plan', {
      name: 'Locker',
      locker_number: 'ML-1',
      price: 200,
      student_id: student.id,
    });
    expect(await feeOf(student.id)).toMatchObject({ locker_price: 200, due: 1700 });
    const planId = plan.json().id;
    const edit = await send('PUT', `/api/auth/seat/${planId}`, {
      seat_number: 'M-1',
      price: 1800,
      student_id: student.id,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await feeOf(student.id)).toMatchObject({ seat_price: 1800, due: 2000 });
    await send('PUT', `/api/auth/seat/${planId}`, {
      seat_number: 'M-1',
      price: 1800,
      student_id: student.id,
    });
    await send('PUT', `/api/auth/seat/toggle/${planId}`);
    expect(await feeOf(student.id)).toMatchObject({ seat_price: 0, due: 200 });
    await send('PUT', `/api/auth/seat/toggle/${planId}`);
    expect(await feeOf(student.id)).toMatchObject({ seat_price: 1800, due: 2000 });
    expect((await send('DELETE', `/api/auth/seat/${planId}`)).statusCode).toBe(200);
    expect(await feeOf(student.id)).toMatchObject({ seat_price: 0, due: 200 });
    await send('DELETE', `/api/auth/locker-plan/${locker.json().id}`);
    const ledger = (await send('GET', `/api/ledger/${student.id}`)).json<TStudentLedger>();
    expect(ledger.entries.map((e) => e.amount)).toEqual([1500, 200, -1500, 1800, -1800, 1800, -1800, -200]);
    expect(ledger.totals.due).toBe(0);
  });

  it('an t.admin invoice of ₹1,500 is a charge the Fees table and student details show', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    await send('POST', '/api/admin/invoices/generate', {
      student_id: student.id,
      amount: 1500,
      description: 'Admission',
    });
    await send('POST', '/api/ledger/entries', {
      student_id: student.id,
      entry_type: 'discount',
      amount: 100,
    });
    expect(await feeOf(student.id)).toMatchObject({ total_fees: 1500, discount: 100, due: 1400 });
    const details = (await send('GET', `/api/fees/student/${student.id}`)).json();
    expect(details.student.due).toBe(1400);
    expect(details.feeHistory[0]).toMatchObject({ due: 1400, reversible: true });
    const reversed = await send('POST', `/api/ledger/entries/${details.feeHistory[0].id}/reverse`, {
      reason: 'typo',
    });
    expect(reversed.statusCode).toBe(201);
    const again = await send('POST', `/api/ledger/entries/${details.feeHistory[0].id}/reverse`, {
      reason: 'typo',
    });
    expect(again.statusCode).toBe(409);
    const after = (await send('GET', `/api/fees/student/${student.id}`)).json();
    expect(after.student.due).toBe(1500);
    expect(after.feeHistory.map((f: { reversible: boolean }) => f.reversible)).toEqual([false, false, true]);
  });
});

describe('desk payments and receipts', () => {
  it('records a cash payment with a numbered receipt whose PDF shows ₹ with Indian grouping', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    await send('POST', '/api/ledger/entries', {
      student_id: student.id,
      entry_type: 'charge',
      amount: 150000,
    });
    const res = await send('POST', '/api/desk-payments', {
      student_id: student.id,
      amount: 23456.5,
      method: 'upi',
      reference: 'UTR998877',
    });
    expect(res.statusCode).toBe(201);
    const receipt = res.json<TReceipt>();
    expect(receipt).toMatchObject({ amount: 23456.5, balance_after: 126543.5, method: 'upi' });
    for (const format of ['a4', 'thermal']) {
      const pdf = await send('GET', `/api/receipts/${receipt.id}/pdf?format=${format}`);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain(`Receipt No. ${receipt.number}`);
      expect(text).toContain('₹23,456.50');
      expect(text).toContain('₹1,26,543.50');
      expect(text).toContain('Saraswati Study Library');
      expect(text).toContain('12 MG Road, Pune');
    }
    const shared = await t.request({ method: 'GET', url: receipt.share_path });
    expect(shared.statusCode).toBe(200);
    expect(await pdfText(shared.rawPayload)).toContain('₹23,456.50');
    const invoice = await pdfText((await send('GET', `/api/fees/invoice/${student.id}`)).rawPayload);
    expect(invoice).toContain('₹1,26,543.50');
    expect(invoice).toContain(`INV-${student.studentId}`);
  });

  it('keeps the receipts of a deleted student (their link cleared) and refuses any other edit of money rows', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    const paid = await send('POST', '/api/desk-payments', {
      student_id: student.id,
      amount: 500,
      method: 'cash',
    });
    expect(paid.statusCode).toBe(201);
    const receiptId = paid.json<TReceipt>().id;
    expect((await send('DELETE', `/api/manage/students/${student.id}`)).statusCode).toBe(200);
    const [kept] = await t.db.select().from(receipts).where(eq(receipts.id, receiptId));
    expect(kept).toMatchObject({ studentId: null, amountPaise: 50_000 });
    await expect(
      t.db.update(receipts).set({ amountPaise: 1 }).where(eq(receipts.id, receiptId)),
    ).rejects.toThrow();
    // A ledger row goes only with its student or library, never by a delete of its own.
    const other = await buildStudent(t.db, { admin: t.admin });
    await send('POST', '/api/ledger/entries', { student_id: other.id, entry_type: 'charge', amount: 75 });
    const refused = await outcomeOf(
      t.db.delete(ledgerEntries).where(eq(ledgerEntries.studentId, other.id)),
      'deleted',
    );
    expect(refused).toMatch(/never deleted/);
    expect(
      (await send('GET', '/api/dues?limit=500')).json<TDues>().rows.find((r) => r.student_id === other.id)
        ?.due,
    ).toBe(75);
  });

  it("refuses a reversal of another student's row, and lets a library go whole with its reversals (0024)", async () => {
    const owner = await buildAdmin(t.db);
    const [alice, bob] = [
      await buildStudent(t.db, { admin: owner }),
      await buildStudent(t.db, { admin: owner }),
    ];
    const today = await libraryToday(t.db, owner.id);
    const row = (studentId: number, amountPaise: number, reversesId?: number) => ({
      adminId: owner.id,
      studentId,
      entryType: 'charge',
      chargeKind: 'manual' as const,
      amountPaise,
      reversesId,
      entryDate: today,
    });
    const [charge] = await t.db.insert(ledgerEntries).values(row(alice.id, 10_000)).returning();
    if (!charge) throw new Error('no charge');
    const inserted = (values: typeof ledgerEntries.$inferInsert) =>
      outcomeOf(t.db.insert(ledgerEntries).values(values), 'inserted');
    expect(await inserted(row(bob.id, -10_000, charge.id))).toMatch(/same student/);
    expect(await inserted(row(alice.id, -10_000, charge.id + 1_000_000))).toMatch(/same student/);
    expect(await inserted(row(alice.id, -10_000, charge.id))).toBe('inserted');
    await t.db.delete(admins).where(eq(admins.id, owner.id));
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.adminId, owner.id))).toEqual([]);
    expect(await t.db.select().from(studentBalances).where(eq(studentBalances.adminId, owner.id))).toEqual(
      [],
    );
  });

  it("names only its own library's student and receipt, refuses deletes but its library's, and goes with its library (0027)", async () => {
    const [owner, stranger] = [await buildAdmin(t.db), await buildAdmin(t.db)];
    const [mine, theirs] = [
      await buildStudent(t.db, { admin: owner }),
      await buildStudent(t.db, { admin: stranger }),
    ];
    const today = await libraryToday(t.db, owner.id);
    const receiptOf = async (adminId: number, number: number) => {
      const [r] = await t.db
        .insert(receipts)
        .values({
          adminId,
          number,
          customerName: 'Walk-in',
          amountPaise: 5_000,
          method: 'cash',
          paidOn: today,
          collectedByRole: 'admin',
          collectedById: adminId,
          collectedByName: 'Owner',
          shareToken: `t-${adminId}-${number}`,
        })
        .returning();
      if (!r) throw new Error('no receipt');
      return r;
    };
    const [myReceipt, theirReceipt] = [await receiptOf(owner.id, 1), await receiptOf(stranger.id, 1)];
    const payment = (studentId: number, receiptId?: number) => ({
      adminId: owner.id,
      studentId,
      entryType: 'payment',
      method: 'cash' as const,
      amountPaise: 5_000,
      receiptId,
      entryDate: today,
    });
    expect(await outcomeOf(t.db.insert(ledgerEntries).values(payment(theirs.id)))).toMatch(/foreign key/);
    expect(await outcomeOf(t.db.insert(ledgerEntries).values(payment(mine.id, theirReceipt.id)))).toMatch(
      /receipt of its own library/,
    );
    // A receipt goes only with its library: not deleted, not truncated (with what references it).
    expect(await outcomeOf(t.db.delete(receipts).where(eq(receipts.id, myReceipt.id)))).toMatch(
      /never deleted/,
    );
    const truncated = await outcomeOf(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`truncate receipts cascade`);
        tx.rollback();
      }),
    );
    expect(truncated).toMatch(/never deleted/);
    const [posted] = await t.db.insert(ledgerEntries).values(payment(mine.id, myReceipt.id)).returning();
    if (!posted) throw new Error('no row');
    // Never edited, its receipt link included (no key clears it any more).
    expect(
      await outcomeOf(
        t.db.update(ledgerEntries).set({ receiptId: null }).where(eq(ledgerEntries.id, posted.id)),
      ),
    ).toMatch(/never edited/);
    const partition = rowsOf<{ name: string }>(
      await t.db.execute(
        sql`select tableoid::regclass::text as name from ledger_entries where id = ${posted.id}`,
      ),
    )[0]?.name;
    expect(partition).toMatch(/^ledger_entries_\d+$/);
    expect(
      await outcomeOf(
        t.db.execute(sql`delete from ${sql.identifier(partition ?? '')} where id = ${posted.id}`),
      ),
    ).toMatch(/never deleted/);
    // The library goes whole: its receipts and the ledger rows naming them in one transaction.
    expect(await outcomeOf(t.db.delete(admins).where(eq(admins.id, owner.id)))).toBe('done');
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.adminId, owner.id))).toEqual([]);
    expect(await t.db.select().from(receipts).where(eq(receipts.adminId, owner.id))).toEqual([]);
    expect(await t.db.select().from(receipts).where(eq(receipts.adminId, stranger.id))).toHaveLength(1);
  });

  it('numbers 200 concurrent desk payments 1..200 with no gap and no repeat', async () => {
    const other = await buildAdmin(t.db);
    const otherToken = await t.login('admin', other.email, DEFAULT_PASSWORD);
    const student = await buildStudent(t.db, { admin: other });
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        send(
          'POST',
          '/api/desk-payments',
          { student_id: student.id, amount: 10, method: 'cash' },
          otherToken,
        ),
      ),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const numbers = results.map((r) => r.json<TReceipt>().number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it('a Paid walk-in invoice from staff becomes a desk receipt the t.admin sees', async () => {
    const member = await buildStaff(t.db, { admin: t.admin });
    const staffToken = await t.login('staff', member.email, DEFAULT_PASSWORD);
    const student = await buildStudent(t.db, { admin: t.admin });
    const made = await send(
      'POST',
      '/api/staff/invoices',
      {
        customer_name: 'Walk-in',
        amount: 50,
        due_date: '2026-12-31',
        status: 'Paid',
        student_id: student.id,
      },
      staffToken,
    );
    expect(made.json().receipt_id).toEqual(expect.any(Number));
    const receipts = (await send('GET', `/api/receipts?student_id=${student.id}`)).json<TReceipt[]>();
    expect(receipts).toEqual([expect.objectContaining({ amount: 50, collected_by: member.name })]);
    expect(await feeOf(student.id)).toMatchObject({ paid: 50, advance: 50, due: 0 });
  });
});

describe('payments from students, confirmed by the desk', () => {
  it('a student sends a UPI payment with a UTR; staff confirm it; a rejection shows its reason', async () => {
    await send('PUT', '/api/auth/admin/setting/update-settings', {
      totalSeats: 10,
      totalLockers: 5,
      upiId: 'library@okbank',
    });
    const student = await buildStudent(t.db, { admin: t.admin });
    const studentToken = await t.login('student', student.email, DEFAULT_PASSWORD);
    const plan = await send('POST', '/api/auth/plane', { name: 'Monthly', duration_days: 30, price: 999 });
    const sent = await send(
      'POST',
      '/api/payments',
      { student_id: student.id, amount: 1, plan_id: plan.json().id },
      studentToken,
    );
    expect(sent.statusCode).toBe(201);
    const payment = sent.json<{ payment: TPayment }>().payment;
    expect(payment).toMatchObject({ amount: 999, status: 'Unfinished' });
    expect(payment.upi_uri).toContain('upi://pay?pa=library%40okbank');
    expect(payment.upi_uri).toContain('am=999.00');
    expect(payment.upi_uri).toContain(`tr=${payment.reference}`);
    const withUtr = await send('PUT', `/api/payments/${payment.id}/utr`, { utr: 'UTR12345' }, studentToken);
    expect(withUtr.json<TPayment>()).toMatchObject({ utr: 'UTR12345', status: 'Pending' });

    const staffToken = await t.signInStaff();
    const queue = await send('GET', '/api/payments/pending', undefined, staffToken);
    expect(queue.json<TPayment[]>().map((p) => p.id)).toContain(payment.id);
    const confirmed = await send('POST', `/api/payments/${payment.id}/confirm`, undefined, staffToken);
    expect(confirmed.json<TReceipt>()).toMatchObject({
      amount: 999,
      method: 'upi',
      reference: 'UTR12345',
      balance_after: 0,
    });
    expect(
      (await send('POST', `/api/payments/${payment.id}/confirm`, undefined, staffToken)).statusCode,
    ).toBe(409);
    expect(await feeOf(student.id)).toMatchObject({ total_fees: 999, paid: 999, due: 0 });

    const second = (
      await send('POST', '/api/payments', { student_id: student.id, amount: 50, utr: 'UTR999' }, studentToken)
    ).json().id;
    const rejected = await send(
      'POST',
      `/api/payments/${second}/reject`,
      { reason: 'No such UTR' },
      staffToken,
    );
    expect(rejected.statusCode).toBe(200);
    const history = (await send('GET', `/api/payments/${student.id}`, undefined, studentToken)).json<
      TPayment[]
    >();
    expect(history.map((p) => [p.status, p.reject_reason])).toEqual([
      ['Rejected', 'No such UTR'],
      ['Paid', ''],
    ]);
  });
});

describe('a student reads and pays only into their own account', () => {
  it('refuses another student of the same library (404) and a bad UPI ID (400)', async () => {
    const [own, other] = await Promise.all([
      buildStudent(t.db, { admin: t.admin }),
      buildStudent(t.db, { admin: t.admin }),
    ]);
    const otherToken = await t.login('student', other.email, DEFAULT_PASSWORD);
    const ownToken = await t.login('student', own.email, DEFAULT_PASSWORD);
    const receipt = (
      await send('POST', '/api/desk-payments', { student_id: own.id, amount: 10, method: 'cash' })
    ).json<TReceipt>();
    const sent = (await send('POST', '/api/payments', { student_id: own.id, amount: 10 }, ownToken)).json();
    for (const url of [
      `/api/ledger/${own.id}`,
      `/api/receipts?student_id=${own.id}`,
      `/api/receipts/${receipt.id}/pdf`,
      `/api/payments/${own.id}`,
    ]) {
      expect((await send('GET', url, undefined, otherToken)).statusCode, url).toBe(404);
    }
    expect((await send('PUT', `/api/payments/${sent.id}/utr`, { utr: 'X1' }, otherToken)).statusCode).toBe(
      404,
    );
    expect(
      (await send('POST', '/api/payments', { student_id: own.id, amount: 5 }, otherToken)).statusCode,
    ).toBe(404);
    expect(
      (await send('GET', '/api/receipts', undefined, ownToken)).json<TReceipt[]>().map((r) => r.id),
    ).toEqual([receipt.id]);
    const bad = await send('PUT', '/api/auth/admin/setting/update-settings', {
      totalSeats: 10,
      totalLockers: 5,
      upiId: 'not a upi id',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('Idempotency-Key', () => {
  it('20 parallel identical posts with one key make one row; another body is 422; replays the first answer', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    const body = { student_id: student.id, amount: 25, method: 'cash' };
    const headers = { 'idempotency-key': `key-${student.id}` };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => send('POST', '/api/desk-payments', body, t.token, headers)),
    );
    const created = results.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(new Set(created.map((r) => r.json<TReceipt>().id)).size).toBe(1);
    const again = await send('POST', '/api/desk-payments', body, t.token, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json<TReceipt>().id).toBe(created[0]?.json<TReceipt>().id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(
      (await send('POST', '/api/desk-payments', { ...body, amount: 26 }, t.token, headers)).statusCode,
    ).toBe(422);
    const receipts = (await send('GET', `/api/receipts?student_id=${student.id}`)).json<TReceipt[]>();
    expect(receipts).toHaveLength(1);
  });

  it('an expired key is claimed afresh; a key is per signed-in person; bad keys are 400', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    const body = { student_id: student.id, amount: 5, method: 'cash' };
    const headers = { 'idempotency-key': `expiring-${student.id}` };
    expect((await send('POST', '/api/desk-payments', body, t.token, headers)).statusCode).toBe(201);
    await t.db
      .update(idempotencyKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(idempotencyKeys.key, headers['idempotency-key']));
    const fresh = await send('POST', '/api/desk-payments', { ...body, amount: 6 }, t.token, headers);
    expect(fresh.statusCode).toBe(201);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    const staffToken = await t.signInStaff();
    expect((await send('POST', '/api/desk-payments', body, staffToken, headers)).statusCode).toBe(201);
    const bad = await send('POST', '/api/desk-payments', body, t.token, { 'idempotency-key': 'has space' });
    expect(bad.statusCode).toBe(400);
    const receipts = (await send('GET', `/api/receipts?student_id=${student.id}`)).json<TReceipt[]>();
    expect(receipts.map((r) => r.amount).sort()).toEqual([5, 5, 6]);
  });

  it('a claim left unanswered (by a crash under an older version) does not hold its key', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    const body = { student_id: student.id, amount: 7, method: 'cash' };
    const key = `left-by-a-crash-${student.id}`;
    await t.db.insert(idempotencyKeys).values({
      owner: `admin:${t.admin.id}`,
      key,
      requestHash: 'unanswered', // no answer to replay, whichever body it was for
      expiresAt: new Date(Date.now() + 60_000),
    });
    const res = await send('POST', '/api/desk-payments', body, t.token, { 'idempotency-key': key });
    expect(res.statusCode).toBe(201);
    const again = await send('POST', '/api/desk-payments', body, t.token, { 'idempotency-key': key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<TReceipt>().id).toBe(res.json<TReceipt>().id);
  });

  it("a refusal is the key's answer too: the same key and body get it again", async () => {
    const stranger = await buildStudent(t.db);
    const body = { student_id: stranger.id, amount: 8, method: 'cash' };
    const headers = { 'idempotency-key': `refused-${stranger.id}` };
    const first = await send('POST', '/api/desk-payments', body, t.token, headers);
    expect(first.statusCode).toBe(404);
    const again = await send('POST', '/api/desk-payments', body, t.token, headers);
    expect(again.statusCode).toBe(404);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
  });
});

describe('dues and day close', () => {
  it('lists students owing money with the total outstanding, exports .xlsx, and closes the day by method and collector', async () => {
    const owner = await buildAdmin(t.db);
    const ownerToken = await t.login('admin', owner.email, DEFAULT_PASSWORD);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => buildStudent(t.db, { admin: owner })));
    if (!a || !b || !c) throw new Error('students');
    const charge = (s: { id: number }, amount: number) =>
      send('POST', '/api/ledger/entries', { student_id: s.id, entry_type: 'charge', amount }, ownerToken);
    await charge(a, 1000);
    await charge(b, 123456);
    await charge(c, 300);
    await send('POST', '/api/desk-payments', { student_id: c.id, amount: 300, method: 'cash' }, ownerToken);
    await send('POST', '/api/desk-payments', { student_id: a.id, amount: 400, method: 'upi' }, ownerToken);
    const dues = (await send('GET', '/api/dues', undefined, ownerToken)).json<TDues>();
    expect(dues.total_outstanding).toBe(600 + 123456);
    expect(dues.rows.map((r) => [r.student_id, r.due])).toEqual([
      [b.id, 123456],
      [a.id, 600],
    ]);
    const xlsx = await send('GET', '/api/dues/export', undefined, ownerToken);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Dues');
    expect(sheet?.getRow(2).getCell(7).value).toBe(123456);
    const close = (await send('GET', '/api/day-close', undefined, ownerToken)).json<TDayClose>();
    expect(close).toMatchObject({ total: 700, count: 2, cash_to_hand_over: 300 });
    expect(close.by_method).toEqual([
      { method: 'cash', count: 1, amount: 300 },
      { method: 'upi', count: 1, amount: 400 },
    ]);
    expect(close.by_collector).toEqual([expect.objectContaining({ amount: 700, cash: 300, count: 2 })]);
    expect(
      (await send('GET', '/api/day-close?from=2020-01-01&to=2020-01-31', undefined, ownerToken)).json(),
    ).toMatchObject({
      total: 0,
      count: 0,
    });
    expect(
      (await send('GET', '/api/day-close?from=2020-02-01&to=2020-01-01', undefined, ownerToken)).statusCode,
    ).toBe(400);
  });

  it('filters dues by plan, shift and expiry and sorts by days overdue', async () => {
    const owner = await buildAdmin(t.db);
    const ownerToken = await t.login('admin', owner.email, DEFAULT_PASSWORD);
    const [a, b] = await Promise.all([1, 2].map(() => buildStudent(t.db, { admin: owner })));
    if (!a || !b) throw new Error('students');
    await buildPlaces(t.db, owner, 'seat', ['D-1']);
    const shift = await send(
      'POST',
      '/api/shifts',
      { name: 'Morning', start_time: '08:00', end_time: '12:00' },
      ownerToken,
    );
    expect(shift.statusCode, shift.body).toBe(201);
    const plan = await send(
      'POST',
      '/api/auth/seat',
      {
        seat_number: 'D-1',
        price: 900,
        student_id: a.id,
        shift_id: shift.json().id,
        starts_on: '2026-01-01',
      },
      ownerToken,
    );
    expect(plan.statusCode, plan.body).toBe(201);
    await t.db.insert(ledgerEntries).values({
      adminId: owner.id,
      studentId: b.id,
      entryType: 'charge',
      chargeKind: 'manual',
      amountPaise: 10_000,
      entryDate: '2025-01-01',
    });
    const dues = async (query: string) =>
      (await send('GET', `/api/dues?${query}`, undefined, ownerToken))
        .json<TDues>()
        .rows.map((r) => r.student_id);
    expect(await dues('sort=amount')).toEqual([a.id, b.id]);
    expect(await dues('sort=overdue')).toEqual([b.id, a.id]);
    expect(await dues('plan=seat')).toEqual([a.id]);
    expect(await dues('plan=none')).toEqual([b.id]);
    expect(await dues(`shift_id=${shift.json().id}`)).toEqual([a.id]);
    expect(await dues('expires_before=2026-01-30')).toEqual([a.id]);
    expect(await dues('expires_before=2025-12-31')).toEqual([]);
    // The seat's shift and end date show alike whether the plans filter the list or not.
    const rowOfA = async (query: string) =>
      (await send('GET', `/api/dues?${query}`, undefined, ownerToken))
        .json<TDues>()
        .rows.find((r) => r.student_id === a.id);
    const shown = await rowOfA('plan=seat');
    expect(shown?.shift).toMatch(/08:00/);
    expect(shown?.plan_ends_on).toMatch(/^2026-01-/);
    for (const query of ['sort=amount', 'sort=overdue', 'limit=1'])
      expect(await rowOfA(query), query).toEqual(shown);
    const top = (await send('GET', '/api/dues?sort=overdue', undefined, ownerToken)).json<TDues>();
    expect(top.rows[0]?.days_overdue).toBeGreaterThan(300);
    expect(top.total_outstanding).toBe(1000);
  });

  it("names a whole-day seat plan's shift 'Whole day', and no shift for a student without a seat", async () => {
    const owner = await buildAdmin(t.db);
    const ownerToken = await t.login('admin', owner.email, DEFAULT_PASSWORD);
    const [allDay, noSeat] = await Promise.all([1, 2].map(() => buildStudent(t.db, { admin: owner })));
    if (!allDay || !noSeat) throw new Error('students');
    await buildPlaces(t.db, owner, 'seat', ['W-1']);
    const plan = await send(
      'POST',
      '/api/auth/seat',
      { seat_number: 'W-1', price: 1200, student_id: allDay.id, starts_on: '2026-01-01' },
      ownerToken,
    );
    expect(plan.statusCode, plan.body).toBe(201);
    await t.db.insert(ledgerEntries).values({
      adminId: owner.id,
      studentId: noSeat.id,
      entryType: 'charge',
      chargeKind: 'manual',
      amountPaise: 10_000,
      entryDate: '2026-01-01',
    });
    // Unfiltered (each page's seats looked up) and filtered by plans (joined before paging) alike.
    for (const query of ['sort=amount', 'plan=seat', 'expires_before=2026-12-31']) {
      const rows = (await send('GET', `/api/dues?${query}`, undefined, ownerToken)).json<TDues>().rows;
      expect(rows.find((r) => r.student_id === allDay.id)?.shift, query).toBe('Whole day');
    }
    const all = (await send('GET', '/api/dues', undefined, ownerToken)).json<TDues>().rows;
    expect(all.find((r) => r.student_id === noSeat.id)?.shift).toBeNull();
    const xlsx = await send('GET', '/api/dues/export', undefined, ownerToken);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const shifts = book.worksheets[0]?.getColumn('D').values.slice(1);
    expect(shifts).toContain('Whole day');
  });

  it("counts a student's days overdue from the oldest charge what they paid does not cover", async () => {
    const owner = await buildAdmin(t.db);
    const ownerToken = await t.login('admin', owner.email, DEFAULT_PASSWORD);
    const [partly, unpaid, settled] = await Promise.all(
      [1, 2, 3].map(() => buildStudent(t.db, { admin: owner })),
    );
    if (!partly || !unpaid || !settled) throw new Error('students');
    const today = await libraryToday(t.db, owner.id);
    const entry = (studentId: number, entryType: 'charge' | 'discount', rupees: number, daysAgo: number) => ({
      adminId: owner.id,
      studentId,
      entryType,
      chargeKind: entryType === 'charge' ? ('manual' as const) : null,
      amountPaise: rupees * 100,
      entryDate: addDays(today, -daysAgo),
    });
    await t.db.insert(ledgerEntries).values([
      // ₹500 sixty days ago and ₹500 twenty days ago, ₹600 of it covered: overdue since the second.
      entry(partly.id, 'charge', 500, 60),
      entry(partly.id, 'charge', 500, 20),
      entry(partly.id, 'discount', 600, 10),
      entry(unpaid.id, 'charge', 300, 45),
      entry(settled.id, 'charge', 300, 90),
      entry(settled.id, 'discount', 300, 5),
    ]);
    const dues = (await send('GET', '/api/dues?sort=overdue', undefined, ownerToken)).json<TDues>();
    expect(dues.rows.map((r) => [r.student_id, r.due, r.days_overdue])).toEqual([
      [unpaid.id, 300, 45],
      [partly.id, 400, 20],
    ]);
    expect(dues.total_outstanding).toBe(700);
    for (const query of ['limit=1', 'limit=1&offset=1', 'limit=1&offset=5']) {
      const page = (
        await send('GET', `/api/dues?sort=overdue&${query}`, undefined, ownerToken)
      ).json<TDues>();
      expect([page.count, page.total_outstanding], query).toEqual([2, 700]);
      expect(page.rows.length, query).toBe(query.endsWith('offset=5') ? 0 : 1);
    }
  });

  it('dates the debt of a student who cancelled a plan and took another from the new one', async () => {
    const owner = await buildAdmin(t.db);
    const ownerToken = await t.login('admin', owner.email, DEFAULT_PASSWORD);
    const student = await buildStudent(t.db, { admin: owner });
    const today = await libraryToday(t.db, owner.id);
    const charge = (amountPaise: number, daysAgo: number, reversesId?: number) => ({
      adminId: owner.id,
      studentId: student.id,
      entryType: 'charge',
      chargeKind: 'seat' as const,
      amountPaise,
      reversesId,
      entryDate: addDays(today, -daysAgo),
    });
    const [first] = await t.db.insert(ledgerEntries).values(charge(50_000, 60)).returning();
    if (!first) throw new Error('no charge');
    // The first plan cancelled ten days later (its charge reversed), a second one taken since.
    await t.db.insert(ledgerEntries).values([charge(-50_000, 50, first.id), charge(30_000, 20)]);
    const dues = (await send('GET', '/api/dues', undefined, ownerToken)).json<TDues>();
    expect(dues.rows.map((r) => [r.student_id, r.due, r.days_overdue])).toEqual([[student.id, 300, 20]]);
  });
});

describe('the ledger read by student', () => {
  it("for a page's totals, reads only its index, never rows scattered over the table", async () => {
    const totals = totalsOfStudentsSelect(t.db, sql`${t.admin.id}`, sql`${'{1}'}`).toSQL().sql;
    await expectIndexOnly(t.db, { table: 'ledger_entries', index: 'ledger_entries_student_idx' }, totals, [
      'student_id',
      'entry_type',
      'amount_paise',
      'charge_kind',
    ]);
  });

  it("sums a student's rows as the database does: every kind of row, and every ledger the tests above made", async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    const today = await libraryToday(t.db, t.admin.id);
    const row = (entryType: string, amountPaise: number, chargeKind?: 'seat' | 'locker' | 'manual') => ({
      adminId: t.admin.id,
      studentId: student.id,
      entryType,
      chargeKind,
      method: entryType === 'payment' || entryType === 'refund' ? ('cash' as const) : undefined,
      amountPaise,
      entryDate: today,
    });
    await t.db
      .insert(ledgerEntries)
      .values([
        row('charge', 150_000, 'seat'),
        row('charge', -30_000, 'seat'),
        row('charge', 20_000, 'locker'),
        row('charge', 5_000, 'manual'),
        row('discount', 10_000),
        row('payment', 90_000),
        row('refund', 7_000),
      ]);
    const ids = rowsOf<{ id: number }>(
      await t.db.execute(
        sql`select distinct student_id as id from ledger_entries where admin_id = ${t.admin.id}`,
      ),
    ).map((r) => r.id);
    expect(ids).toContain(student.id);
    const inSql = await ledgerTotals(t.db, t.admin.id, ids);
    expect(inSql.get(student.id)).toEqual({
      seat: 120_000,
      locker: 20_000,
      charges: 145_000,
      discounts: 10_000,
      paid: 83_000,
      balance: 52_000,
    });
    for (const id of ids) {
      const { totals } = await studentLedgerWithTotals(t.db, t.admin.id, id);
      expect(totals, `student ${id}`).toEqual(inSql.get(id));
    }
  });
});

describe('the balances kept beside the ledger (student_balances)', () => {
  const kept = async (...ids: number[]) =>
    (await t.db.select().from(studentBalances).where(inArray(studentBalances.studentId, ids))).map((b) => [
      b.studentId,
      b.adminId,
      b.balancePaise,
      b.owedSince,
    ]);

  it('follow every insert, one statement spanning students and libraries included, and go with their student', async () => {
    const other = await buildAdmin(t.db);
    const [a, b] = await Promise.all([1, 2].map(() => buildStudent(t.db, { admin: t.admin })));
    const c = await buildStudent(t.db, { admin: other });
    if (!a || !b) throw new Error('students');
    const today = await libraryToday(t.db, t.admin.id);
    const row = (
      adminId: number,
      studentId: number,
      entryType: 'charge' | 'payment',
      paise: number,
      daysAgo: number,
    ) => ({
      adminId,
      studentId,
      entryType,
      chargeKind: entryType === 'charge' ? ('manual' as const) : null,
      method: entryType === 'payment' ? ('cash' as const) : null,
      amountPaise: paise,
      entryDate: addDays(today, -daysAgo),
    });
    await t.db
      .insert(ledgerEntries)
      .values([
        row(t.admin.id, a.id, 'charge', 40_000, 30),
        row(t.admin.id, a.id, 'charge', 60_000, 10),
        row(t.admin.id, a.id, 'payment', 50_000, 5),
        row(t.admin.id, b.id, 'charge', 10_000, 3),
        row(t.admin.id, b.id, 'payment', 25_000, 1),
        row(other.id, c.id, 'charge', 70_000, 8),
      ]);
    expect(await kept(a.id, b.id, c.id)).toEqual(
      expect.arrayContaining([
        [a.id, t.admin.id, 50_000, addDays(today, -10)],
        [b.id, t.admin.id, -15_000, null],
        [c.id, other.id, 70_000, addDays(today, -8)],
      ]),
    );

    // Through the API: a charge, then its reversal, then a payment that clears the rest.
    const charge = await send('POST', '/api/ledger/entries', {
      student_id: a.id,
      entry_type: 'charge',
      amount: 100,
    });
    expect(charge.statusCode, charge.body).toBe(201);
    expect((await kept(a.id))[0]?.[2]).toBe(60_000);
    const reversed = await send('POST', `/api/ledger/entries/${charge.json<{ id: number }>().id}/reverse`, {
      reason: 'posted twice',
    });
    expect(reversed.statusCode, reversed.body).toBe(201);
    expect(await kept(a.id)).toEqual([[a.id, t.admin.id, 50_000, addDays(today, -10)]]);
    await send('POST', '/api/desk-payments', { student_id: a.id, amount: 500, method: 'upi' });
    expect(await kept(a.id)).toEqual([[a.id, t.admin.id, 0, null]]);

    expect((await send('DELETE', `/api/manage/students/${b.id}`)).statusCode).toBe(200);
    expect(await kept(b.id)).toEqual([]);
  });

  it('let a transaction post for a student and then delete them (nothing is kept for them)', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    await t.db.transaction(async (tx) => {
      await tx.insert(ledgerEntries).values({
        adminId: t.admin.id,
        studentId: student.id,
        entryType: 'charge',
        chargeKind: 'manual',
        amountPaise: 9_900,
        entryDate: '2026-11-01',
      });
      await tx.delete(students).where(eq(students.id, student.id));
    });
    expect(await kept(student.id)).toEqual([]);
  });

  it('count both of two postings committed at once: the later one sums after the first commits', async () => {
    const owner = await buildAdmin(t.db);
    const student = await buildStudent(t.db, { admin: owner });
    const charge = (amountPaise: number) => ({
      adminId: owner.id,
      studentId: student.id,
      entryType: 'charge',
      chargeKind: 'manual' as const,
      amountPaise,
      entryDate: '2026-11-01',
    });
    await t.db.insert(ledgerEntries).values(charge(100));
    let inserted = () => {};
    const firstInserted = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const first = t.db.transaction(async (tx) => {
      await tx.insert(ledgerEntries).values(charge(1_000));
      // As if committing: the balance is summed at the commit, here at once.
      await tx.execute(sql`set constraints ledger_entries_keep_balance immediate`);
      inserted();
      await untilAnotherWaitsOnALock(t.db);
    });
    await firstInserted;
    // On PostgreSQL this runs on another connection while the first is still open.
    await Promise.all([first, t.db.insert(ledgerEntries).values(charge(10_000))]);
    expect(await kept(student.id)).toEqual([[student.id, owner.id, 11_100, '2026-11-01']]);
  });

  it('count every one of many payments and discounts posted at once for the same student', async () => {
    const owner = await buildAdmin(t.db);
    const ownerToken = await t.login('admin', owner.email, DEFAULT_PASSWORD);
    const student = await buildStudent(t.db, { admin: owner });
    const charge = { student_id: student.id, entry_type: 'charge', amount: 1000 };
    expect((await send('POST', '/api/ledger/entries', charge, ownerToken)).statusCode).toBe(201);
    // Desk payments queue for their receipt number; discounts posted by hand do not.
    const payments = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? send(
              'POST',
              '/api/desk-payments',
              { student_id: student.id, amount: 10, method: 'cash' },
              ownerToken,
            )
          : send(
              'POST',
              '/api/ledger/entries',
              { student_id: student.id, entry_type: 'discount', amount: 10 },
              ownerToken,
            ),
      ),
    );
    expect(payments.every((r) => r.statusCode === 201)).toBe(true);
    expect(await kept(student.id)).toEqual([[student.id, owner.id, 60_000, expect.any(String)]]);
    const dues = (await send('GET', '/api/dues', undefined, ownerToken)).json<TDues>();
    expect([dues.count, dues.total_outstanding, dues.rows[0]?.due]).toEqual([1, 600, 600]);
  });
});
