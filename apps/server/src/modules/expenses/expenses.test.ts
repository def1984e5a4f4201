import {
  addDays,
  type TExpense,
  type TExpenseCategories,
  type TProfitAndLoss,
  type TProfitTrend,
  type TReceipt,
  type TRecurringExpense,
  type TShift,
} from '@studydesk/contract';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { openCardTokens } from '../../crypto/card-tokens.ts';
import { auditLog, expenses } from '../../db/schema/index.ts';
import { runDailyWork } from '../../jobs/daily-work.ts';
import type { JobContext } from '../../jobs/kinds.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';
import { buildAdmin, buildStudent, DEFAULT_PASSWORD, TEST_DATA_KEY } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';
import { multipart, PNG_1PX } from '../../test/multipart.ts';
import { recurringExpensesWork, shiftMonth } from './expenses.service.ts';

/** Issue 37 item 1: expenses, the monthly ones that post themselves, and the month's profit. */
const t = useLibrary({ staff: true, seats: ['S1', 'S2', 'S3', 'S4'] });
const { send } = t;
let today: string;
let month: string;

const ctx = (): JobContext => ({
  db: t.db,
  log: pino({ level: 'silent' }),
  services: {
    messaging: {} as JobContext['services']['messaging'],
    cards: openCardTokens({ DATA_KEY: TEST_DATA_KEY, DATA_DIR: '/nonexistent' }),
    clock: () => new Date(),
  },
  job: { id: 'test', name: 'test', retryCount: 0 },
});
/** The UTC instant of `hh:mm` on `day` in India (UTC+05:30). */
const ist = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`);

const expense = (body: object, as?: string) =>
  send(
    'POST',
    '/api/expenses',
    { category: 'electricity', spent_on: today, amount: 1200, method: 'upi', ...body },
    as,
  );

beforeAll(async () => {
  today = await libraryToday(t.db, t.admin.id);
  month = today.slice(0, 7);
});

describe('expenses', () => {
  it('the owner records, lists (paged, by month), changes and deletes them; bad input is a clear 400', async () => {
    const made = await expense({ category: 'internet', amount: '799.50', note: 'Fibre, November' });
    expect(made.statusCode, made.body).toBe(201);
    const row = made.json<TExpense>();
    expect(row).toMatchObject({
      category: 'internet',
      amount: 799.5,
      method: 'upi',
      bill: null,
      recurring_id: null,
    });

    const own = await expense({ category: 'Water cans', amount: 240, method: 'cash' });
    expect(own.statusCode, own.body).toBe(201);

    for (const [body, field] of [
      [{ amount: 0 }, 'amount'],
      [{ amount: -5 }, 'amount'],
      [{ amount: '12.345' }, 'amount'],
      [{ category: '' }, 'category'],
      [{ category: 'x'.repeat(41) }, 'category'],
      [{ spent_on: '2026-02-30' }, 'spent_on'],
      [{ method: 'barter' }, 'method'],
      [{ note: 'n'.repeat(501) }, 'note'],
    ] as const) {
      const res = await expense(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(field);
    }

    const page = await send('GET', `/api/expenses?month=${month}&limit=1`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.json<TExpense[]>()).toHaveLength(1);
    expect((await send('GET', '/api/expenses?month=2026-13')).statusCode).toBe(400);
    expect((await send('GET', `/api/expenses?category=internet`)).json<TExpense[]>()).toHaveLength(1);

    const cats = (await send('GET', '/api/expenses/categories')).json<TExpenseCategories>();
    expect(cats.usual).toContain('rent');
    expect(cats.own).toEqual(['Water cans']);

    const changed = await send('PUT', `/api/expenses/${row.id}`, {
      category: 'internet',
      spent_on: today,
      amount: 899,
      method: 'bank_transfer',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<TExpense>()).toMatchObject({ amount: 899, method: 'bank_transfer', note: '' });

    const gone = await send('DELETE', `/api/expenses/${own.json<TExpense>().id}`);
    expect(gone.statusCode).toBe(200);
    expect((await send('DELETE', `/api/expenses/${own.json<TExpense>().id}`)).statusCode).toBe(404);
  });

  it('keeps a photo of the bill, shown to the library only', async () => {
    const row = (await expense({ category: 'maintenance', amount: 350 })).json<TExpense>();
    const form = multipart({}, { field: 'bill', filename: 'bill.png', content: PNG_1PX, type: 'image/png' });
    const res = await t.request({
      method: 'POST',
      url: `/api/expenses/${row.id}/bill`,
      payload: form.payload,
      headers: form.headers,
      token: t.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const bill = res.json<TExpense>().bill;
    expect(bill).toMatch(/^uploads\/bills\/[a-f0-9]{32}\.png$/);
    const image = await send('GET', `/api/${bill}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const text = multipart(
      {},
      { field: 'bill', filename: 'bill.png', content: Buffer.from('not an image'), type: 'image/png' },
    );
    const refused = await t.request({
      method: 'POST',
      url: `/api/expenses/${row.id}/bill`,
      payload: text.payload,
      headers: text.headers,
      token: t.token,
    });
    expect(refused.statusCode).toBe(400);

    const other = await buildAdmin(t.db);
    const otherToken = await t.login('admin', other.email, DEFAULT_PASSWORD);
    expect((await send('GET', `/api/${bill}`, undefined, otherToken)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/expenses/${row.id}`, undefined, otherToken)).statusCode).toBe(404);
    await send('DELETE', `/api/expenses/${row.id}`);
  });

  it('the desk records expenses only when the owner allows it, and never deletes them', async () => {
    expect((await send('GET', '/api/expenses/settings', undefined, t.staffToken)).json()).toEqual({
      staff_may_record: false,
    });
    const refused = await expense({}, t.staffToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('The owner has not allowed the desk to record expenses.');
    expect((await send('GET', '/api/expenses', undefined, t.staffToken)).statusCode).toBe(403);
    expect(
      (await send('PUT', '/api/expenses/settings', { staff_may_record: true }, t.staffToken)).statusCode,
    ).toBe(403);

    const allowed = await send('PUT', '/api/expenses/settings', { staff_may_record: true });
    expect(allowed.json()).toEqual({ staff_may_record: true });
    expect((await send('PUT', '/api/expenses/settings', { staff_may_record: 'yes' })).statusCode).toBe(400);
    const made = await expense({ category: 'other', amount: 60, note: 'Tea for the desk' }, t.staffToken);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json<TExpense>().id;
    expect(made.json<TExpense>().recorded_by).not.toBe('');
    expect((await send('DELETE', `/api/expenses/${id}`, undefined, t.staffToken)).statusCode).toBe(403);
    expect((await send('GET', '/api/profit', undefined, t.staffToken)).statusCode).toBe(403);

    await send('PUT', '/api/expenses/settings', { staff_may_record: false });
    expect((await expense({}, t.staffToken)).statusCode).toBe(403);
    await send('DELETE', `/api/expenses/${id}`);
  });
});

describe('monthly expenses', () => {
  it('post themselves once a month, whatever the wakes, instances and retries', async () => {
    const bad = await send('POST', '/api/expenses/recurring', {
      category: 'rent',
      amount: 15000,
      method: 'bank_transfer',
      day_of_month: 29,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Pick a day from 1 to 28');

    // Day 1 has come this month: this month's rent posts at once.
    const rent = await send('POST', '/api/expenses/recurring', {
      category: 'rent',
      amount: 15000,
      method: 'bank_transfer',
      day_of_month: 1,
      note: 'Hall rent',
    });
    expect(rent.statusCode, rent.body).toBe(201);
    const template = rent.json<TRecurringExpense>();
    const posted = () =>
      t.db
        .select({ month: expenses.postedMonth, spentOn: expenses.spentOn, paise: expenses.amountPaise })
        .from(expenses)
        .where(and(eq(expenses.adminId, t.admin.id), isNotNull(expenses.recurringId)))
        .orderBy(expenses.postedMonth);
    expect(await posted()).toEqual([{ month, spentOn: `${month}-01`, paise: 1_500_000 }]);

    // Today's wakes (two at once, as two instances would, and a later one): nothing more.
    await Promise.all([
      runDailyWork(recurringExpensesWork, ctx(), ist(today, '10:00')),
      runDailyWork(recurringExpensesWork, ctx(), ist(today, '10:00')),
    ]);
    await runDailyWork(recurringExpensesWork, ctx(), ist(today, '18:30'));
    expect(await posted()).toHaveLength(1);

    // Next month, its first day: posted once, however often the work runs that day and the next.
    const next = `${shiftMonth(month, 1)}-01`;
    await Promise.all([
      runDailyWork(recurringExpensesWork, ctx(), ist(next, '06:00')),
      runDailyWork(recurringExpensesWork, ctx(), ist(next, '06:00')),
    ]);
    await runDailyWork(recurringExpensesWork, ctx(), ist(addDays(next, 1), '06:00'));
    expect(await posted()).toEqual([
      { month, spentOn: `${month}-01`, paise: 1_500_000 },
      { month: shiftMonth(month, 1), spentOn: next, paise: 1_500_000 },
    ]);

    // Switched off: the month after posts nothing.
    const off = await send('PUT', `/api/expenses/recurring/${template.id}`, {
      category: 'rent',
      amount: 15000,
      method: 'bank_transfer',
      day_of_month: 1,
      active: false,
    });
    expect(off.json<TRecurringExpense>().active).toBe(false);
    await runDailyWork(recurringExpensesWork, ctx(), ist(`${shiftMonth(month, 2)}-05`, '06:00'));
    expect(await posted()).toHaveLength(2);
    expect((await send('GET', '/api/expenses/recurring')).json<TRecurringExpense[]>()).toHaveLength(1);

    // A day later in the month than today: waits for its day.
    const later = Number(today.slice(8)) + 1;
    if (later <= 28) {
      const salaries = (
        await send('POST', '/api/expenses/recurring', {
          category: 'salaries',
          amount: 8000,
          method: 'cash',
          day_of_month: later,
        })
      ).json<TRecurringExpense>();
      expect(await posted()).toHaveLength(2);
      await send('DELETE', `/api/expenses/recurring/${salaries.id}`);
    }
    // Next month's posting is a test artefact of the moved clock: gone, so the P&L reads this month.
    await t.db
      .delete(expenses)
      .where(and(eq(expenses.adminId, t.admin.id), eq(expenses.postedMonth, shiftMonth(month, 1))));
  });
});

describe('profit and loss', () => {
  it('reads the month from receipts, credit notes and expenses: per category, per seat, per shift; and as .xlsx', async () => {
    const shift = (
      await send('POST', '/api/shifts', { name: 'Morning', start_time: '06:00', end_time: '12:00' })
    ).json<TShift>();
    const student = await buildStudent(t.db, { admin: t.admin });
    const plan = await send('POST', '/api/auth/seat', {
      seat_number: 'S1',
      shift_id: shift.id,
      price: 1000,
      student_id: student.id,
      starts_on: today,
      duration: '30 Days',
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const seatPaid = (
      await send('POST', '/api/desk-payments', { student_id: student.id, amount: 1000, method: 'cash' })
    ).json<TReceipt>();
    expect(seatPaid.shift).toBeTruthy();
    await send('POST', '/api/desk-payments', { customer_name: 'Walk-in', amount: 500, method: 'upi' });
    const refund = await send('POST', `/api/receipts/${seatPaid.id}/refund`, {
      amount: 200,
      reason: 'Changed shift',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    // Last month's money is last month's.
    await send('POST', '/api/desk-payments', {
      customer_name: 'Old walk-in',
      amount: 300,
      method: 'cash',
      paid_on: `${shiftMonth(month, -1)}-15`,
    });

    // This month's expenses so far: internet 899 and rent 15000 (the earlier tests).
    const pl = await send('GET', '/api/profit');
    expect(pl.statusCode, pl.body).toBe(200);
    const p = pl.json<TProfitAndLoss>();
    expect(p).toMatchObject({
      month,
      collections: 1500,
      refunds: 200,
      expenses: 15899,
      profit: 1500 - 200 - 15899,
      seats: 4,
      profit_per_seat: (1500 - 200 - 15899) / 4,
    });
    expect(p.expenses_by_category).toEqual([
      { category: 'rent', amount: 15000 },
      { category: 'internet', amount: 899 },
    ]);
    // One shift took money: it carries the expenses; the walk-in's money carries none.
    expect(p.shifts).toEqual([
      { shift: seatPaid.shift, collections: 1000, refunds: 200, expenses: 15899, profit: 1000 - 200 - 15899 },
      { shift: null, collections: 500, refunds: 0, expenses: 0, profit: 500 },
    ]);
    expect(p.shifts.reduce((s, r) => s + r.profit, 0)).toBeCloseTo(p.profit, 2);

    const last = (await send('GET', `/api/profit?month=${shiftMonth(month, -1)}`)).json<TProfitAndLoss>();
    expect(last).toMatchObject({ collections: 300, refunds: 0, expenses: 0, profit: 300 });
    expect((await send('GET', '/api/profit?month=May')).statusCode).toBe(400);

    const trend = (await send('GET', '/api/profit/trend')).json<TProfitTrend>();
    expect(trend.months).toHaveLength(12);
    expect(trend.months[11]).toMatchObject({ month, profit: p.profit });
    expect(trend.months[10]).toMatchObject({ month: shiftMonth(month, -1), profit: 300 });
    expect(trend.this_month).toEqual({
      month,
      profit: p.profit,
      seats: 4,
      profit_per_seat: p.profit_per_seat,
    });

    const file = await send('GET', `/api/profit/export?month=${month}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`profit-${month}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Profit and loss');
    const lines = new Map<string, unknown>();
    sheet?.eachRow((r) => lines.set(String(r.getCell(1).value), r.getCell(2).value));
    expect(lines.get('Collections (receipts)')).toBe(1500);
    expect(lines.get('Refunds (credit notes)')).toBe(-200);
    expect(lines.get('Expense: Rent')).toBe(-15000);
    expect(lines.get('Expense: Internet')).toBe(-899);
    expect(lines.get('Profit')).toBe(p.profit);
    expect(lines.get('Profit per seat')).toBe(p.profit_per_seat);
    const byShift = book.getWorksheet('By shift');
    expect(byShift?.getRow(2).getCell(5).value).toBe(1000 - 200 - 15899);
  });

  it('a library without seats has no profit per seat; another library sees none of this', async () => {
    const other = await buildAdmin(t.db);
    const token = await t.login('admin', other.email, DEFAULT_PASSWORD);
    const p = (await send('GET', '/api/profit', undefined, token)).json<TProfitAndLoss>();
    expect(p).toMatchObject({
      collections: 0,
      refunds: 0,
      expenses: 0,
      profit: 0,
      seats: 0,
      profit_per_seat: null,
    });
    expect((await send('GET', '/api/expenses', undefined, token)).json()).toEqual([]);
    expect((await send('GET', '/api/expenses/recurring', undefined, token)).json()).toEqual([]);
  });
});

describe('changing an expense', () => {
  const billForm = (content: Buffer = PNG_1PX) =>
    multipart({}, { field: 'bill', filename: 'bill.png', content, type: 'image/png' });
  const sendBill = (id: number, token: string) => {
    const form = billForm();
    return t.request({
      method: 'POST',
      url: `/api/expenses/${id}/bill`,
      payload: form.payload,
      headers: form.headers,
      token,
    });
  };
  const change = (id: number, body: object, as?: string) =>
    send(
      'PUT',
      `/api/expenses/${id}`,
      { category: 'electricity', spent_on: today, amount: 1200, method: 'upi', ...body },
      as,
    );
  const lastAudit = async (action: string) => {
    const [row] = await t.db
      .select({ actorRole: auditLog.actorRole, targetId: auditLog.targetId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.adminId, t.admin.id), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  };

  it('the owner changes every field and adds the bill later, then replaces it; all audited', async () => {
    const row = (await expense({ category: 'maintenance', amount: 350, method: 'cash' })).json<TExpense>();
    expect(row).toMatchObject({ bill: null, can_change: true });
    const yesterday = addDays(today, -1);
    const changed = await change(row.id, {
      category: 'Water cans',
      spent_on: yesterday,
      amount: '420.50',
      method: 'bank_transfer',
      note: 'Two cans, not one',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<TExpense>()).toMatchObject({
      category: 'Water cans',
      spent_on: yesterday,
      amount: 420.5,
      method: 'bank_transfer',
      note: 'Two cans, not one',
    });
    expect(await lastAudit('expense.update')).toEqual({
      actorRole: 'admin',
      targetId: String(row.id),
      details: {
        changes: {
          category: ['maintenance', 'Water cans'],
          spentOn: [today, yesterday],
          amountPaise: [35_000, 42_050],
          method: ['cash', 'bank_transfer'],
          note: ['', 'Two cans, not one'],
        },
      },
    });

    // The bill comes later, then a clearer photo replaces it: the first is gone.
    const first = await sendBill(row.id, t.token);
    expect(first.statusCode, first.body).toBe(200);
    const firstBill = first.json<TExpense>().bill ?? '';
    expect(firstBill).toMatch(/^uploads\/bills\//);
    expect(await lastAudit('expense.bill')).toMatchObject({ details: { replaced: false } });
    const second = await sendBill(row.id, t.token);
    const secondBill = second.json<TExpense>().bill ?? '';
    expect(secondBill).not.toBe(firstBill);
    expect(await lastAudit('expense.bill')).toMatchObject({ details: { replaced: true } });
    expect((await send('GET', `/api/${secondBill}`)).statusCode).toBe(200);
    expect((await send('GET', `/api/${firstBill}`)).statusCode).toBe(404);
    // The change kept the bill.
    expect((await change(row.id, { amount: 430 })).json<TExpense>()).toMatchObject({ bill: secondBill });

    // Another library's owner finds nothing to change.
    const other = await buildAdmin(t.db);
    const otherToken = await t.login('admin', other.email, DEFAULT_PASSWORD);
    expect((await change(row.id, { amount: 1 }, otherToken)).statusCode).toBe(404);
    expect((await sendBill(row.id, otherToken)).statusCode).toBe(404);
    expect((await change(row.id, { amount: 0 })).statusCode).toBe(400);
    await send('DELETE', `/api/expenses/${row.id}`);
  });

  it('a desk member changes only what they recorded, the same day, when the owner allows the desk', async () => {
    await send('PUT', '/api/expenses/settings', { staff_may_record: true });
    const mine = (await expense({ category: 'other', amount: 60 }, t.staffToken)).json<TExpense>();
    const owners = (await expense({ category: 'rent', amount: 9000 })).json<TExpense>();
    const colleagueToken = await t.signInStaff();
    const colleagues = (await expense({ category: 'other', amount: 80 }, colleagueToken)).json<TExpense>();
    const yesterdays = (await expense({ category: 'other', amount: 90 }, t.staffToken)).json<TExpense>();
    // Recorded yesterday, as the library's clock tells it.
    await t.db
      .update(expenses)
      .set({ createdAt: sql`now() - interval '1 day'` })
      .where(eq(expenses.id, yesterdays.id));

    const list = (await send('GET', '/api/expenses?limit=50', undefined, t.staffToken)).json<TExpense[]>();
    const may = new Map(list.map((e) => [e.id, e.can_change]));
    expect([mine, owners, colleagues, yesterdays].map((e) => may.get(e.id))).toEqual([
      true,
      false,
      false,
      false,
    ]);

    const changed = await change(
      mine.id,
      { category: 'other', amount: 65, note: 'Tea and biscuits' },
      t.staffToken,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<TExpense>()).toMatchObject({
      amount: 65,
      note: 'Tea and biscuits',
      can_change: true,
    });
    expect(await lastAudit('expense.update')).toMatchObject({
      actorRole: 'staff',
      details: { changes: { amountPaise: [6000, 6500], note: ['', 'Tea and biscuits'] } },
    });
    expect((await sendBill(mine.id, t.staffToken)).statusCode).toBe(200);
    for (const other of [owners, colleagues, yesterdays]) {
      const refused = await change(other.id, { amount: 1 }, t.staffToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('The desk may change only the expenses it recorded today.');
      expect((await sendBill(other.id, t.staffToken)).statusCode).toBe(403);
    }
    expect((await send('DELETE', `/api/expenses/${mine.id}`, undefined, t.staffToken)).statusCode).toBe(403);
    // The owner may change any of them.
    expect((await change(colleagues.id, { amount: 85 })).statusCode).toBe(200);

    // Not allowed any more: not even their own.
    await send('PUT', '/api/expenses/settings', { staff_may_record: false });
    expect((await change(mine.id, { amount: 70 }, t.staffToken)).statusCode).toBe(403);
    expect((await sendBill(mine.id, t.staffToken)).statusCode).toBe(403);
    for (const e of [mine, owners, colleagues, yesterdays]) await send('DELETE', `/api/expenses/${e.id}`);
  });

  it("a monthly expense's posting changes alone: the template and next month's posting keep theirs", async () => {
    const template = (
      await send('POST', '/api/expenses/recurring', {
        category: 'Broadband',
        amount: 999,
        method: 'upi',
        day_of_month: 1,
      })
    ).json<TRecurringExpense>();
    const [posted] = (await send('GET', '/api/expenses?category=Broadband')).json<TExpense[]>();
    expect(posted).toMatchObject({ recurring_id: template.id, amount: 999 });
    const changed = await change(posted?.id ?? 0, {
      category: 'Broadband',
      spent_on: `${month}-01`,
      amount: 1099,
      method: 'upi',
      note: 'Speed upgrade this month',
    });
    expect(changed.json<TExpense>()).toMatchObject({ recurring_id: template.id, amount: 1099 });
    const templates = (await send('GET', '/api/expenses/recurring')).json<TRecurringExpense[]>();
    expect(templates.find((r) => r.id === template.id)).toEqual(template);

    // Today's wake leaves the changed posting be; next month's posts the template's amount.
    await runDailyWork(recurringExpensesWork, ctx(), ist(today, '18:30'));
    const next = `${shiftMonth(month, 1)}-01`;
    await runDailyWork(recurringExpensesWork, ctx(), ist(next, '06:00'));
    const rows = await t.db
      .select({ month: expenses.postedMonth, paise: expenses.amountPaise, note: expenses.note })
      .from(expenses)
      .where(and(eq(expenses.adminId, t.admin.id), eq(expenses.recurringId, template.id)))
      .orderBy(expenses.postedMonth);
    expect(rows).toEqual([
      { month, paise: 109_900, note: 'Speed upgrade this month' },
      { month: shiftMonth(month, 1), paise: 99_900, note: '' },
    ]);
    await t.db
      .delete(expenses)
      .where(and(eq(expenses.adminId, t.admin.id), eq(expenses.recurringId, template.id)));
    await send('DELETE', `/api/expenses/recurring/${template.id}`);
  });
});
